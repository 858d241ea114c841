import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messageMaxChars, type PostMessage, postMessageSchema } from '@studiekraft/shared/schemas/conversations';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { usePostMessage } from '../api/post-message.ts';
import classes from './conversation.module.css';

/** Textarea and send button; Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const post = usePostMessage(conversationId);
  const form = useForm<PostMessage>({
    initialValues: { content: '' },
    validate: zodFormValidator<PostMessage>(postMessageSchema, t),
    validateInputOnBlur: false,
  });

  const send = form.onSubmit((values) => {
    form.reset();
    post.mutate(values, {
      // Give the text back so a failed send does not lose what was typed.
      onError: () => form.setValues(values),
    });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const error =
    post.error instanceof ApiError && post.error.code === 'CONVERSATION_CLOSED'
      ? t('conversation.closed')
      : post.error
        ? t('conversation.composer.failed')
        : null;

  return (
    <form onSubmit={send} className={classes.composer} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Textarea
          {...form.getInputProps('content')}
          aria-label={t('conversation.composer.label')}
          placeholder={t('conversation.composer.placeholder')}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={messageMaxChars}
          required
          withAsterisk={false}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size={36} aria-label={t('conversation.composer.send')}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {error && (
        <Text size="sm" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}

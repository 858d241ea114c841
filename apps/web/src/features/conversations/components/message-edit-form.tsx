import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { editMessageSchema, messageMaxChars, type PostMessage } from '@studiekraft/shared/schemas/conversations';
import { type KeyboardEvent, useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useEditMessage } from '../api/edit-message.ts';
import type { ChatMessage } from '../api/get-messages.ts';
import classes from './conversation.module.css';

interface MessageEditFormProps {
  conversationId: number;
  message: ChatMessage;
  onDone: () => void;
}

/**
 * The sender's own message, edited in its place. Enter saves and Shift+Enter starts a new line, as in the
 * composer; Escape cancels. A failed save keeps the form and the text, and says why in Danish.
 */
export function MessageEditForm({ conversationId, message, onDone }: MessageEditFormProps) {
  const { t } = useTranslation();
  const edit = useEditMessage(conversationId);
  const form = useForm<PostMessage>({
    initialValues: { content: message.content },
    validate: zodFormValidator<PostMessage>(editMessageSchema, t),
    validateInputOnBlur: false,
  });

  const save = form.onSubmit((values) => {
    if (values.content === message.content) {
      onDone();
      return;
    }
    edit.mutate({ messageId: message.id, content: values.content });
  });

  // Closed once the list shows the saved text, not at the answer itself: the cache's update reaches the
  // bubble a tick later, and closing first would flash the old text.
  const saved = edit.data;
  useEffect(() => {
    if (saved && saved.content === message.content) onDone();
  }, [saved, message.content, onDone]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  const error =
    edit.error instanceof ApiError && edit.error.code === 'MESSAGE_NOT_EDITABLE'
      ? t('conversation.messageActions.tooLate')
      : edit.error
        ? t('conversation.messageActions.editFailed')
        : null;

  return (
    <Paper component="form" className={classes.editBubble} p="xs" radius="md" onSubmit={save} noValidate>
      <Textarea
        {...form.getInputProps('content')}
        aria-label={t('conversation.messageActions.editLabel')}
        autosize
        minRows={1}
        maxRows={8}
        maxLength={messageMaxChars}
        required
        withAsterisk={false}
        onKeyDown={onKeyDown}
        data-autofocus
        autoFocus
      />
      {error && (
        <Text size="sm" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs" justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={onDone}>
          {t('conversation.messageActions.cancel')}
        </Button>
        <Button size="xs" type="submit" loading={edit.isPending}>
          {t('conversation.messageActions.save')}
        </Button>
      </Group>
    </Paper>
  );
}

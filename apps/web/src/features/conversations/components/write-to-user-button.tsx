import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messageMaxChars, type PostMessage, postMessageSchema } from '@studiekraft/shared/schemas/conversations';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useStartConversation } from '../api/start-conversation.ts';

interface WriteToUserButtonProps {
  /** The user's login id (users.id), not the customer or student record's. */
  userId: number;
  label: string;
}

/**
 * Staff write to a user outside any project (decision 018): a message in a dialog, then the employee's
 * own conversation screen with that thread, where the answer will come.
 */
export function WriteToUserButton({ userId, label }: WriteToUserButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const start = useStartConversation();
  const form = useForm<PostMessage>({
    initialValues: { content: '' },
    validate: zodFormValidator<PostMessage>(postMessageSchema, t),
    validateInputOnBlur: false,
  });

  const close = () => {
    setOpened(false);
    start.reset();
  };
  const submit = form.onSubmit((values) =>
    start.mutate(
      { user_id: userId, message: values.content },
      { onSuccess: (conversation) => navigate(`/conversations/${conversation.id}`) },
    ),
  );

  return (
    <>
      <Button variant="light" leftSection={<IconMessage size={16} />} onClick={() => setOpened(true)}>
        {label}
      </Button>
      {/* Not closed by a click outside: a half-written message would be lost. */}
      <Modal opened={opened} onClose={close} title={label} closeOnClickOutside={false}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea
              {...form.getInputProps('content')}
              label={t('conversation.startConversation.message')}
              description={t('conversation.startConversation.hint')}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={messageMaxChars}
              required
              data-autofocus
            />
            {start.isError ? (
              <Alert color="red" role="alert">
                {t('conversation.startConversation.failed')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('conversation.messageActions.cancel')}
              </Button>
              <Button type="submit" loading={start.isPending}>
                {t('conversation.startConversation.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDeleteMessage } from '../api/delete-message.ts';

interface DeleteMessageDialogProps {
  conversationId: number;
  messageId: number;
  /** 'own': the sender deletes their message; 'hide': staff hide somebody's message (decision 018). */
  kind: 'own' | 'hide';
  onClose: () => void;
  /** After the deletion went through, before the dialog closes. */
  onDeleted: () => void;
}

/** The confirmation before a message is deleted or hidden; the line then reads "Besked slettet" for both parties. */
export function DeleteMessageDialog({ conversationId, messageId, kind, onClose, onDeleted }: DeleteMessageDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteMessage(conversationId);
  const texts =
    kind === 'own'
      ? {
          title: t('conversation.messageActions.deleteTitle'),
          question: t('conversation.messageActions.deleteQuestion'),
          confirm: t('conversation.messageActions.delete'),
        }
      : {
          title: t('conversation.messageActions.hideTitle'),
          question: t('conversation.messageActions.hideQuestion'),
          confirm: t('conversation.messageActions.hide'),
        };
  const error =
    remove.error instanceof ApiError && remove.error.code === 'MESSAGE_NOT_EDITABLE'
      ? t(kind === 'own' ? 'conversation.messageActions.tooLate' : 'conversation.messageActions.alreadyDeleted')
      : remove.error
        ? t('conversation.messageActions.deleteFailed')
        : null;

  return (
    <Modal opened onClose={onClose} title={texts.title}>
      <Stack gap="md">
        <Text>{texts.question}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('conversation.messageActions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(messageId, {
                onSuccess: () => {
                  onDeleted();
                  onClose();
                },
              })
            }
          >
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

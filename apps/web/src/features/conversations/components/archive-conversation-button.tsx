import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSetConversationArchived } from '../api/archive-conversation.ts';

interface ArchiveConversationButtonProps {
  conversationId: number;
  isArchived: boolean;
}

/**
 * Staff archive or restore a conversation, after a confirmation (decision 018). Archiving hides it from
 * the parties' lists and stops new messages; every message stays, and restoring brings it back.
 */
export function ArchiveConversationButton({ conversationId, isArchived }: ArchiveConversationButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const key = isArchived ? 'restore' : 'archive';
  // What the dialog asks is fixed when it opens: once the change lands, `isArchived` flips while the
  // dialog is still fading out, and its text must not flip with it.
  const [asked, setAsked] = useState<'archive' | 'restore'>(key);
  const change = useSetConversationArchived(conversationId);

  const open = () => {
    setAsked(key);
    change.reset();
    setOpened(true);
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={isArchived ? 'blue' : 'gray'}
        leftSection={isArchived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
        onClick={open}
      >
        {t(`staffConversation.${key}.button`)}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t(`staffConversation.${asked}.title`)}>
        <Stack gap="md">
          <Text>{t(`staffConversation.${asked}.question`)}</Text>
          {change.isError ? (
            <Alert color="red" role="alert">
              {t(`staffConversation.${asked}.failed`)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('conversation.messageActions.cancel')}
            </Button>
            <Button
              color={asked === 'restore' ? 'blue' : 'red'}
              loading={change.isPending}
              onClick={() => change.mutate(asked === 'archive', { onSuccess: () => setOpened(false) })}
            >
              {t(`staffConversation.${asked}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

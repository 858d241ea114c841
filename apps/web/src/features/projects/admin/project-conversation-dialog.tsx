import { Alert, Center, Loader, Modal, Text } from '@mantine/core';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useMessages } from '../../conversations/api/get-messages.ts';
import { MessageList } from '../../conversations/components/message-list.tsx';

interface Props {
  project: Project & { conversation_id: number };
  onClose: () => void;
}

/**
 * 'Se samtale': the project's conversation read-only, as the customer sees it (their messages on the
 * right), each message named by its sender since the reader is neither party; staff only read here, so
 * there is no composer.
 */
export function ProjectConversationDialog({ project, onClose }: Props) {
  const { t } = useTranslation();
  const messages = useMessages(project.conversation_id);
  return (
    <Modal opened onClose={onClose} size="lg" title={t('adminProjects.conversationTitle', { name: project.name })}>
      {messages.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : messages.isError ? (
        <Alert color="red">{t('adminProjects.conversationFailed')}</Alert>
      ) : messages.data.length === 0 ? (
        <Text c="dimmed">{t('adminProjects.conversationEmpty')}</Text>
      ) : (
        <MessageList
          messages={messages.data}
          viewerUserId={project.customer?.user_id ?? 0}
          otherPartyName={project.student?.name ?? ''}
          showSenderNames
        />
      )}
    </Modal>
  );
}

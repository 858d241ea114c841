import { Alert, Anchor, Center, Loader, Modal, Text } from '@mantine/core';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { Link } from 'react-router';
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
 * there is no composer. A link leads on to the staff view of the conversation.
 */
export function ProjectConversationDialog({ project, onClose }: Props) {
  const { t } = useTranslation();
  const messages = useMessages(project.conversation_id);
  return (
    <Modal opened onClose={onClose} size="lg" title={t('adminProjects.conversationTitle', { name: project.name })}>
      {project.customer ? (
        // The full staff view: the project's details beside the messages, hiding a message, archiving.
        <Anchor
          component={Link}
          to={`/administration/conversations/${project.conversation_id}/${project.customer.user_id}`}
          size="sm"
          mb="sm"
          display="inline-block"
        >
          {t('adminProjects.openConversation')}
        </Anchor>
      ) : null}
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

import { Alert, Center, Loader, Text } from '@mantine/core';
import { closedProjectStatuses, type ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useMessages } from '../api/get-messages.ts';
import { useConversationChannel } from '../hooks/use-conversation-channel.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import classes from './conversation.module.css';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

interface ChatPanelProps {
  conversationId: number;
  viewerUserId: number;
  otherPartyName: string;
  projectStatus: ProjectStatus | null;
  /** False while a phone shows another panel: nothing is marked read that the user has not seen. */
  isShown: boolean;
  /**
   * Staff reading someone else's thread (decision 018): no composer, and nothing is marked read, since
   * the participant has not seen it.
   */
  readOnly?: boolean;
  /** Staff moderation (decision 018): a hide control on every message, also in a read-only thread. */
  canHide?: boolean;
  /** Archived by staff (decision 018): the thread stays readable but takes no new messages. */
  isArchived?: boolean;
}

export function ChatPanel({
  conversationId,
  viewerUserId,
  otherPartyName,
  projectStatus,
  isShown,
  readOnly = false,
  canHide = false,
  isArchived = false,
}: ChatPanelProps) {
  const { t } = useTranslation();
  const messages = useMessages(conversationId);
  useConversationChannel(conversationId);
  useMarkRead(conversationId, messages.data, viewerUserId, isShown && !readOnly);
  const isClosed = projectStatus !== null && closedProjectStatuses.includes(projectStatus);

  return (
    <>
      <div className={classes.messages}>
        {messages.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : messages.isError ? (
          <Alert color="red">{t('conversation.loadFailed')}</Alert>
        ) : (
          <MessageList
            messages={messages.data}
            viewerUserId={viewerUserId}
            otherPartyName={otherPartyName}
            canChangeOwn={!readOnly}
            canHide={canHide}
          />
        )}
      </div>
      {readOnly ? (
        <Text className={classes.composer} c="dimmed" role="status">
          {t('staffConversation.readOnly')}
        </Text>
      ) : isArchived ? (
        <Text className={classes.composer} c="dimmed" role="status">
          {t('conversation.archived')}
        </Text>
      ) : isClosed ? (
        <Text className={classes.composer} c="dimmed" role="status">
          {t('conversation.closed')}
        </Text>
      ) : (
        <MessageComposer conversationId={conversationId} />
      )}
    </>
  );
}

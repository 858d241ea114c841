import { Alert, Center, Loader, Text, Title } from '@mantine/core';
import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useConversations } from '../api/get-conversations.ts';
import classes from './conversation.module.css';
import { ConversationSummary } from './conversation-summary.tsx';

interface ConversationListPanelProps {
  activeId: number;
  viewerUserId: number;
  /** Called after a choice, so a phone can switch to the chat. */
  onChoose?: () => void;
}

function ConversationLink({
  conversation,
  isActive,
  viewerUserId,
  onChoose,
}: {
  conversation: Conversation;
  isActive: boolean;
  viewerUserId: number;
  onChoose?: () => void;
}) {
  return (
    <Link
      to={`/conversations/${conversation.id}`}
      className={classes.listItem}
      aria-current={isActive ? 'page' : undefined}
      onClick={onChoose}
    >
      <ConversationSummary conversation={conversation} viewerUserId={viewerUserId} />
    </Link>
  );
}

/** The left panel: the viewer's conversations (with their project, if any), newest activity first. */
export function ConversationListPanel({ activeId, viewerUserId, onChoose }: ConversationListPanelProps) {
  const { t } = useTranslation();
  const conversations = useConversations();
  return (
    <nav aria-labelledby="conversation-list-title">
      <Title order={2} size="h5" px="md" py="sm" id="conversation-list-title">
        {t('conversation.listTitle')}
      </Title>
      {conversations.isPending ? (
        <Center py="lg">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : conversations.isError ? (
        <Alert color="red" m="md">
          {t('conversation.loadFailed')}
        </Alert>
      ) : conversations.data.length === 0 ? (
        <Text c="dimmed" px="md">
          {t('overview.noConversations')}
        </Text>
      ) : (
        conversations.data.map((conversation) => (
          <ConversationLink
            key={conversation.id}
            conversation={conversation}
            isActive={conversation.id === activeId}
            viewerUserId={viewerUserId}
            onChoose={onChoose}
          />
        ))
      )}
    </nav>
  );
}

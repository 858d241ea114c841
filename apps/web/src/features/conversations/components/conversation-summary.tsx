import { Badge, Group, Text } from '@mantine/core';
import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { messagePreview } from '../../../lib/text-preview.ts';
import { timeAgo } from '../../../lib/time-ago.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { otherParty } from '../conversation-party.ts';

/**
 * One conversation in a list (the conversation screen's left panel, the overview): project or party name,
 * time of the latest message, the party under a project name, the message preview and the unread count.
 */
export function ConversationSummary({ conversation, viewerUserId }: { conversation: Conversation; viewerUserId: number }) {
  const { t } = useTranslation();
  const party = otherParty(conversation, viewerUserId);
  const latest = conversation.latest_message;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {conversation.project?.name ?? party?.name}
        </Text>
        {latest && (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {timeAgo(latest.sent_at)}
          </Text>
        )}
      </Group>
      {conversation.project && party && (
        <Text size="xs" c="dimmed" truncate>
          {party.name}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* Only a deleted message has no text (decision 018: emptied, never removed); posting needs some. */}
        <Text size="sm" c="dimmed" truncate fs={latest?.content === '' ? 'italic' : undefined}>
          {!latest
            ? t('conversation.noMessagePreview')
            : latest.content === ''
              ? t('conversation.deleted')
              : messagePreview(latest.content)}
        </Text>
        {conversation.unread_count > 0 && (
          <Badge size="sm" circle aria-label={t('conversation.unread', { count: conversation.unread_count })}>
            {conversation.unread_count}
          </Badge>
        )}
      </Group>
    </>
  );
}

import { Box, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ChatMessage } from '../api/get-messages.ts';
import classes from './conversation.module.css';
import { MessageBubble } from './message-bubble.tsx';

interface MessageListProps {
  messages: ChatMessage[];
  viewerUserId: number;
  otherPartyName: string;
  /** The viewer is the participant themself: their own messages can be edited and deleted in time. */
  canChangeOwn?: boolean;
  /** Staff moderation: every message can be hidden. */
  canHide?: boolean;
  /** Name each message's sender: staff reading a project's conversation from outside it ('Se samtale'). */
  showSenderNames?: boolean;
}

/** The last of the viewer's own messages, if the other side has read it: only that one gets the eye. */
export function lastReadOwnMessageId(messages: ChatMessage[], viewerUserId: number): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    // A deleted line gets no eye: the receipt belongs on a message that is still there.
    if (message?.contentType === 'text' && message.sender_user_id === viewerUserId && !message.deleted_at) {
      return message.read_at ? message.id : null;
    }
  }
  return null;
}

/**
 * Messages in time order. Project actions arrive as system lines in the same list, so the chat shows
 * the project's events where they happened between the messages. A deleted message keeps its place.
 */
export function MessageList({
  messages,
  viewerUserId,
  otherPartyName,
  canChangeOwn = false,
  canHide = false,
  showSenderNames = false,
}: MessageListProps) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const readId = lastReadOwnMessageId(messages, viewerUserId);
  const newestId = messages.at(-1)?.id;

  // Scroll to the newest on load and whenever a message is added at the end.
  useEffect(() => {
    if (newestId !== undefined) endRef.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  if (messages.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('conversation.noMessages')}
      </Text>
    );
  }

  // The scroll anchor sits after the list: an <ol> may only contain <li> children.
  return (
    <>
      <Stack gap="sm" component="ol" className={classes.messageList} aria-label={t('conversation.messagesLabel')}>
        {messages.map((message) => {
          const time = formatDate(message.sent_at, 'dayAndMonthTime');
          if (message.contentType === 'system') {
            return (
              <li key={message.id} className={classes.systemLine} data-testid="system-message">
                <Text size="sm" c="dimmed" ta="center">
                  {message.content} · {time}
                </Text>
              </li>
            );
          }
          const isOwn = message.sender_user_id === viewerUserId;
          return (
            <Box component="li" key={message.id} className={isOwn ? classes.ownRow : classes.otherRow}>
              <MessageBubble
                conversationId={message.conversation_id}
                message={message}
                canChangeOwn={canChangeOwn}
                canHide={canHide}
                isOwn={isOwn}
                time={time}
                senderName={showSenderNames ? (message.sender?.name ?? null) : null}
                readLabel={message.id === readId ? t('conversation.readBy', { name: otherPartyName }) : null}
              />
            </Box>
          );
        })}
      </Stack>
      <div ref={endRef} />
    </>
  );
}

import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dayjs.ts';
import type { ChatMessage } from '../api/get-messages.ts';
import classes from './conversation.module.css';

interface MessageListProps {
  messages: ChatMessage[];
  viewerUserId: number;
  otherPartyName: string;
}

/** The last of the viewer's own messages, if the other side has read it: only that one gets the eye. */
export function lastReadOwnMessageId(messages: ChatMessage[], viewerUserId: number): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.contentType === 'text' && message.sender_user_id === viewerUserId) {
      return message.read_at ? message.id : null;
    }
  }
  return null;
}

/**
 * Messages in time order. Project actions arrive as system lines in the same list, so the chat shows
 * the project's events where they happened between the messages.
 */
export function MessageList({ messages, viewerUserId, otherPartyName }: MessageListProps) {
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
          const time = dayjs(message.sent_at).format(t('conversation.timeFormat'));
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
              <Paper
                className={isOwn ? classes.ownBubble : classes.otherBubble}
                p="xs"
                radius="md"
                data-pending={message.isPending || undefined}
              >
                <Text size="sm" className={classes.messageText}>
                  {message.content}
                </Text>
                <Group gap={4} justify="flex-end" mt={2}>
                  <Text size="xs" c={isOwn ? 'white' : 'dimmed'}>
                    {message.isPending ? t('conversation.composer.sending') : time}
                  </Text>
                  {message.id === readId && (
                    <IconEye size={14} role="img" aria-label={t('conversation.readBy', { name: otherPartyName })} />
                  )}
                </Group>
              </Paper>
            </Box>
          );
        })}
      </Stack>
      <div ref={endRef} />
    </>
  );
}

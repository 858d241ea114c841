import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../api/get-messages.ts';
import { markRead } from '../api/mark-read.ts';
import { conversationKeys } from '../query-keys.ts';

function useDocumentVisible() {
  const [isVisible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}

/**
 * Marks the newest unread message from the other party read while the chat is on screen (spec section
 * 4: one read call for the newest; the server marks the earlier ones with it). Each id is sent once.
 */
export function useMarkRead(
  conversationId: number,
  messages: ChatMessage[] | undefined,
  viewerUserId: number,
  isChatShown: boolean,
) {
  const queryClient = useQueryClient();
  const isDocumentVisible = useDocumentVisible();
  const sentFor = useRef(new Set<number>());

  let newestUnread: number | null = null;
  for (const message of messages ?? []) {
    if (message.contentType === 'text' && message.id > 0 && message.sender_user_id !== viewerUserId && !message.read_at) {
      newestUnread = message.id;
    }
  }

  useEffect(() => {
    if (!isChatShown || !isDocumentVisible || newestUnread === null) return;
    if (sentFor.current.has(newestUnread)) return;
    sentFor.current.add(newestUnread);
    markRead(conversationId, newestUnread)
      .then(() => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }))
      .catch(() => sentFor.current.delete(newestUnread));
  }, [conversationId, newestUnread, isChatShown, isDocumentVisible, queryClient]);
}

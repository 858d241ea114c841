import type { Message } from '@studiekraft/shared/schemas/conversations';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';

/** Client-side marker for a message still on its way; negative ids never clash with the server's. */
export type ChatMessage = Message & { isPending?: boolean };

export function getMessages(conversationId: number, signal?: AbortSignal) {
  return api.get<ListResponse<Message>>(`/conversations/${conversationId}/messages`, {
    query: { includes: ['sender'], limit: 9999 },
    signal,
  });
}

const byTime = (a: Message, b: Message) => a.sent_at.localeCompare(b.sent_at) || a.id - b.id;

export const messagesQueryKey = (conversationId: number) => ['conversations', conversationId, 'messages'] as const;

export const messagesQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ signal }): Promise<ChatMessage[]> =>
      // Sorted here too: the pending copies and the pushes are merged by time, so the base must be as well.
      getMessages(conversationId, signal).then((response) => [...response.rows].sort(byTime)),
  });

export function useMessages(conversationId: number) {
  return useQuery(messagesQueryOptions(conversationId));
}

/**
 * Adds or replaces one message in the cached list. The same message can arrive twice (the POST answer
 * and the socket event), so the id decides; `replaceId` swaps a pending copy for the stored one.
 */
export function upsertMessage(queryClient: QueryClient, conversationId: number, message: ChatMessage, replaceId?: number) {
  queryClient.setQueryData<ChatMessage[]>(messagesQueryKey(conversationId), (current = []) => {
    const rest = current.filter((item) => item.id !== message.id && item.id !== replaceId);
    return [...rest, message].sort(byTime);
  });
}

export function removeMessage(queryClient: QueryClient, conversationId: number, id: number) {
  queryClient.setQueryData<ChatMessage[]>(messagesQueryKey(conversationId), (current = []) =>
    current.filter((item) => item.id !== id),
  );
}

export function markMessagesRead(queryClient: QueryClient, conversationId: number, ids: number[], readAt: string) {
  queryClient.setQueryData<ChatMessage[]>(messagesQueryKey(conversationId), (current) =>
    current?.map((item) => (ids.includes(item.id) ? { ...item, read_at: readAt } : item)),
  );
}

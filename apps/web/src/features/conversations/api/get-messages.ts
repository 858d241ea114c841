import type { Message } from '@studiekraft/shared/schemas/conversations';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';

/** Client-side marker for a message still on its way; negative ids never clash with the server's. */
export type ChatMessage = Message & { isPending?: boolean };

export function getMessages(conversationId: number, signal?: AbortSignal) {
  return api.get<ListResponse<Message>>(`/conversations/${conversationId}/messages`, {
    query: { includes: ['sender'], limit: 9999 },
    signal,
  });
}

const byTime = (a: Message, b: Message) => a.sent_at.localeCompare(b.sent_at) || a.id - b.id;

/** The read time a copy already in the cache has, when the incoming one has none: reads are never undone. */
function withKnownRead(message: ChatMessage, known: ChatMessage | undefined): ChatMessage {
  return known?.read_at && !message.read_at ? { ...message, read_at: known.read_at } : message;
}

/**
 * A fetched list is a snapshot from when the server answered; pushes can reach the cache while it
 * travels. Keeping the stored messages newer than the snapshot stops a refetch after a reconnect from
 * swallowing a message or a read receipt that arrived meanwhile. Pending copies are not kept: the
 * snapshot may hold their stored twin, and the POST answer puts them back anyway.
 */
export function mergeFetchedMessages(cached: ChatMessage[] | undefined, fetched: ChatMessage[]): ChatMessage[] {
  if (!cached?.length) return fetched;
  const newestFetched = fetched.reduce((newest, message) => Math.max(newest, message.id), 0);
  const cachedById = new Map(cached.map((message) => [message.id, message]));
  const later = cached.filter((message) => !message.isPending && message.id > newestFetched);
  return [...fetched.map((message) => withKnownRead(message, cachedById.get(message.id))), ...later].sort(byTime);
}

export const messagesQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: ({ signal }): Promise<ChatMessage[]> =>
      // Sorted here too: the pending copies and the pushes are merged by time, so the base must be as well.
      getMessages(conversationId, signal).then((response) => [...response.rows].sort(byTime)),
    structuralSharing: (cached, fetched) => mergeFetchedMessages(cached as ChatMessage[] | undefined, fetched as ChatMessage[]),
  });

export function useMessages(conversationId: number) {
  return useQuery(messagesQueryOptions(conversationId));
}

/**
 * Adds or replaces one message in the cached list. The same message can arrive twice (the POST answer
 * and the socket event), so the id decides; `replaceId` swaps a pending copy for the stored one.
 * A read receipt is never taken back: the POST answer travels apart from the socket, so it can land
 * after the other party's read event and would otherwise blank the 'Læst af' it set.
 */
export function upsertMessage(queryClient: QueryClient, conversationId: number, message: ChatMessage, replaceId?: number) {
  queryClient.setQueryData<ChatMessage[]>(conversationKeys.messages(conversationId), (current = []) => {
    const known = current.find((item) => item.id === message.id);
    const rest = current.filter((item) => item.id !== message.id && item.id !== replaceId);
    return [...rest, withKnownRead(message, known)].sort(byTime);
  });
}

export function removeMessage(queryClient: QueryClient, conversationId: number, id: number) {
  queryClient.setQueryData<ChatMessage[]>(conversationKeys.messages(conversationId), (current = []) =>
    current.filter((item) => item.id !== id),
  );
}

/**
 * Puts the stored copy of a message already in the list in its place (an edit, a deletion); a message
 * the list does not hold is left for the next fetch, which brings it as it now is.
 */
export function replaceMessage(queryClient: QueryClient, conversationId: number, message: Message) {
  queryClient.setQueryData<ChatMessage[]>(conversationKeys.messages(conversationId), (current) =>
    current?.map((item) => (item.id === message.id ? message : item)),
  );
}

export function markMessagesRead(queryClient: QueryClient, conversationId: number, ids: number[], readAt: string) {
  queryClient.setQueryData<ChatMessage[]>(conversationKeys.messages(conversationId), (current) =>
    current?.map((item) => (ids.includes(item.id) ? { ...item, read_at: readAt } : item)),
  );
}

import { api } from '../../../lib/api-client.ts';

/** PUT .../read: the server marks this and every earlier message from the other party read. */
export function markRead(conversationId: number, messageId: number) {
  return api.put<unknown>(`/conversations/${conversationId}/messages/${messageId}/read`);
}

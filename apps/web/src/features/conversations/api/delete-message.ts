import type { Message } from '@studiekraft/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';
import { replaceMessage } from './get-messages.ts';

export function deleteMessage(conversationId: number, messageId: number) {
  return api.delete<DataResponse<Message>>(`/conversations/${conversationId}/messages/${messageId}`);
}

/**
 * The sender's deletion within the window, or staff hiding a message (decision 018). The row stays, with
 * empty content: the answer takes the line's place so it shows "Besked slettet" at once.
 */
export function useDeleteMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(conversationId, messageId).then((response) => response.data),
    onSuccess: (message) => {
      replaceMessage(queryClient, conversationId, message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

import type { Message } from '@studiekraft/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';
import { replaceMessage } from './get-messages.ts';

export function editMessage(conversationId: number, messageId: number, content: string) {
  return api.put<DataResponse<Message>>(`/conversations/${conversationId}/messages/${messageId}`, { content });
}

/**
 * The sender's edit within the window (decision 018). The answer replaces the line at once; the
 * MessageUpdatedEvent that follows carries the same message and changes nothing more.
 */
export function useEditMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, content }: { messageId: number; content: string }) =>
      editMessage(conversationId, messageId, content).then((response) => response.data),
    onSuccess: (message) => {
      replaceMessage(queryClient, conversationId, message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

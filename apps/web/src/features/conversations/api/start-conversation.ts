import type { Conversation, StartConversation } from '@studiekraft/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';

/**
 * POST /conversations (staff, decision 018): the employee writes to a user outside any project. The pair
 * has one such thread, so writing again adds to it; either way the answer is that conversation.
 */
export function startConversation(body: StartConversation) {
  return api.post<DataResponse<Conversation>>('/conversations', body);
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversation) => startConversation(body).then((response) => response.data),
    onSuccess: (conversation) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversation.id) });
    },
  });
}

import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';
import { conversationQueryOptions } from './get-conversation.ts';

/** Staff (decision 018): DELETE archives, PUT {archived: false} restores; neither removes a row. */
export function setConversationArchived(id: number, archived: boolean) {
  return archived
    ? api.delete<DataResponse<Conversation>>(`/conversations/${id}`)
    : api.put<DataResponse<Conversation>>(`/conversations/${id}`, { archived: false });
}

export function useSetConversationArchived(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => setConversationArchived(id, archived).then((response) => response.data),
    onSuccess: (conversation) => {
      // The answer has no parties or project included: keep the ones on screen, take the new state.
      queryClient.setQueryData(conversationQueryOptions(id).queryKey, (current) =>
        current ? { ...current, archived_at: conversation.archived_at ?? null } : current,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

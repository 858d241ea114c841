import type { Message, PostMessage } from '@studiekraft/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth-store.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';
import { conversationQueryOptions } from './get-conversation.ts';
import { removeMessage, upsertMessage } from './get-messages.ts';

export function postMessage(conversationId: number, body: PostMessage) {
  return api.post<DataResponse<Message>>(`/conversations/${conversationId}/messages`, body);
}

let nextPendingId = -1;

/** Sends a message and shows it at once; the stored copy replaces the pending one when it comes back. */
export function usePostMessage(conversationId: number) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (body: PostMessage) => postMessage(conversationId, body).then((response) => response.data),
    onMutate: (body) => {
      const pendingId = nextPendingId--;
      const now = new Date().toISOString();
      upsertMessage(queryClient, conversationId, {
        id: pendingId,
        conversation_id: conversationId,
        content: body.content,
        contentType: 'text',
        sender_user_id: session?.userId ?? null,
        created_at: now,
        sent_at: now,
        read_at: null,
        isPending: true,
      });
      return { pendingId };
    },
    onSuccess: (message, _body, context) => {
      upsertMessage(queryClient, conversationId, message, context?.pendingId);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
    onError: (error, _body, context) => {
      if (context) removeMessage(queryClient, conversationId, context.pendingId);
      // Archived or cancelled meanwhile: fetch the conversation again so the screen shows why.
      if (error instanceof ApiError && error.code === 'CONVERSATION_CLOSED') {
        void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(conversationId).queryKey, exact: true });
      }
    },
  });
}

import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';
import { conversationIncludes } from './get-conversations.ts';

export function getConversation(id: number, signal?: AbortSignal) {
  return api.get<DataResponse<Conversation>>(`/conversations/${id}`, { query: { includes: conversationIncludes }, signal });
}

export const conversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => getConversation(id, signal).then((response) => response.data),
  });

export function useConversation(id: number) {
  return useQuery(conversationQueryOptions(id));
}

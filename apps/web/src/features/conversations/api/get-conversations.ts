import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';

export interface ConversationListQuery {
  /** false: only conversations without a project (the student overview's 'Samtaler'). */
  hasProjects?: boolean;
}

export const conversationIncludes = ['project', 'sender', 'addressee', 'latestMessage'];

export function getConversations({ hasProjects }: ConversationListQuery, signal?: AbortSignal) {
  return api.get<ListResponse<Conversation>>('/conversations', {
    query: {
      includes: conversationIncludes,
      sort: [{ key: 'updated_at', direction: 'DESC' }],
      limit: pageSizes.adminLists,
      filter_groups:
        hasProjects === undefined ? undefined : [{ filters: [{ key: 'hasProjects', value: hasProjects, operator: 'eq' }] }],
    },
    signal,
  });
}

export const conversationsQueryOptions = (query: ConversationListQuery = {}) =>
  queryOptions({
    queryKey: conversationKeys.list(query.hasProjects ?? null),
    queryFn: ({ signal }) => getConversations(query, signal).then((response) => response.rows),
  });

export function useConversations(query: ConversationListQuery = {}) {
  return useQuery(conversationsQueryOptions(query));
}

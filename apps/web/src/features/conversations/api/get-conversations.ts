import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';

export interface ConversationListQuery {
  /** false: only conversations without a project (the student overview's 'Samtaler'). */
  hasProjects?: boolean;
  /** Staff only: every conversation this user takes part in, archived ones too. */
  participant?: number;
}

export const conversationIncludes = ['project', 'sender', 'addressee', 'latestMessage'];

export function getConversations({ hasProjects, participant }: ConversationListQuery, signal?: AbortSignal) {
  const filters = [
    ...(hasProjects === undefined ? [] : [{ key: 'hasProjects', value: hasProjects, operator: 'eq' }]),
    ...(participant === undefined ? [] : [{ key: 'participant', value: participant, operator: 'eq' }]),
  ];
  return api.get<ListResponse<Conversation>>('/conversations', {
    query: {
      includes: conversationIncludes,
      sort: [{ key: 'updated_at', direction: 'DESC' }],
      limit: pageSizes.adminLists,
      filter_groups: filters.length > 0 ? [{ filters }] : undefined,
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

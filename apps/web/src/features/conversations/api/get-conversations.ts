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
  /** Staff only: everybody's conversations (the back office's list), archived ones too unless `archived`. */
  all?: boolean;
  /** Staff only: true only archived, false only active. */
  archived?: boolean;
  /** Staff only: part of either party's name or e-mail, of the project's name, or its number. */
  search?: string;
  /** 0-based, as the API counts. */
  page?: number;
}

export const conversationIncludes = ['project', 'sender', 'addressee', 'latestMessage'];

export function getConversations(
  { hasProjects, participant, all, archived, search, page }: ConversationListQuery,
  signal?: AbortSignal,
) {
  const term = search?.trim();
  const filters = [
    ...(hasProjects === undefined ? [] : [{ key: 'hasProjects', value: hasProjects, operator: 'eq' }]),
    ...(participant === undefined ? [] : [{ key: 'participant', value: participant, operator: 'eq' }]),
    ...(all ? [{ key: 'all', value: true, operator: 'eq' }] : []),
    ...(archived === undefined ? [] : [{ key: 'archived', value: archived, operator: 'eq' }]),
    ...(term ? [{ key: 'search', value: term, operator: 'ct' }] : []),
  ];
  return api.get<ListResponse<Conversation>>('/conversations', {
    query: {
      includes: conversationIncludes,
      sort: [{ key: 'updated_at', direction: 'DESC' }],
      limit: pageSizes.adminLists,
      page,
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

import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Conversation } from '@studiekraft/shared/schemas/conversations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { conversationKeys } from '../query-keys.ts';

/**
 * Staff: the conversations `userId` takes part in, newest activity first. The server answers the
 * `participant` filter to employees only, with archived conversations included.
 */
export function useUserConversations(userId: number) {
  return useQuery({
    queryKey: conversationKeys.ofUser(userId),
    queryFn: ({ signal }) =>
      api.get<ListResponse<Conversation>>('/conversations', {
        query: {
          includes: ['project', 'sender', 'addressee'],
          sort: [{ key: 'updated_at', direction: 'DESC' }],
          limit: pageSizes.adminLists,
          filter_groups: [{ filters: [{ key: 'participant', value: userId, operator: 'eq' }] }],
        },
        signal,
      }),
  });
}

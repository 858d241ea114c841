import { useQuery } from '@tanstack/react-query';
import { conversationKeys } from '../query-keys.ts';
import { getConversations } from './get-conversations.ts';

/**
 * Staff: the conversations `userId` takes part in, newest activity first, as the whole list answer (rows and
 * total). The server answers the `participant` filter to employees only, with archived conversations included.
 */
export function useUserConversations(userId: number) {
  return useQuery({
    queryKey: conversationKeys.ofUser(userId),
    queryFn: ({ signal }) => getConversations({ participant: userId }, signal),
  });
}

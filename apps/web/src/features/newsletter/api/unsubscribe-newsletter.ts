import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST newsletters/unsubscribe {token}: 200, or 404 TOKEN_NOT_FOUND for an unknown or used link. */
export function unsubscribeNewsletter(body: { token: string }): Promise<unknown> {
  return api.post('/newsletters/unsubscribe', body);
}

/**
 * Runs the unsubscribe once per token when the page opens. A query rather than a mutation on purpose:
 * the cache dedupes it across StrictMode's double mount and a remount, where a second POST would answer
 * TOKEN_NOT_FOUND and hide the success the first one had.
 */
export function useUnsubscribeNewsletter(token: string) {
  return useQuery({
    queryKey: ['newsletter', 'unsubscribe', token],
    queryFn: () => unsubscribeNewsletter({ token }).then(() => true),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

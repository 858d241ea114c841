import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { newsletterKeys } from '../query-keys.ts';

/** The two links the newsletter mails carry: confirm a sign-up (double opt-in) and unsubscribe. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** POST newsletters/{confirm|unsubscribe} {token}: 200, or 404 TOKEN_NOT_FOUND for an unknown (or expired) link. */
export function followNewsletterLink(action: NewsletterLinkAction, body: { token: string }): Promise<unknown> {
  return api.post(`/newsletters/${action}`, body);
}

/**
 * Follows the link once per token when the page opens. A query rather than a mutation on purpose: the
 * cache dedupes it across StrictMode's double mount and a remount, where a second POST could answer
 * differently and hide the success the first one had.
 */
export function useNewsletterLink(action: NewsletterLinkAction, token: string) {
  return useQuery({
    queryKey: newsletterKeys.link(action, token),
    queryFn: () => followNewsletterLink(action, { token }).then(() => true),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

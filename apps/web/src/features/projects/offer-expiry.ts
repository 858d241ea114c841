import { isOfferExpired } from '@studiekraft/shared/rules/offer-validity';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { formatDate } from '../../lib/format-date.ts';

export interface OfferExpiry {
  /** '9. mar. 2026, kl. 00:10' in Danish time, whatever the browser's zone. */
  date: string;
  isExpired: boolean;
}

/**
 * When the current offer stops binding (valid 7 days, decision 014), or null without a dated offer. Read
 * at render: a page left open past the date shows the expired state on its next render, and the server
 * answers OFFER_EXPIRED in any case.
 */
export function offerExpiry(
  project: Pick<Project, 'offered_at' | 'offer_expires_at'>,
  now: Date = new Date(),
): OfferExpiry | null {
  if (!project.offer_expires_at) return null;
  return {
    date: formatDate(project.offer_expires_at, 'shortDayTime'),
    isExpired: isOfferExpired(project.offered_at, now),
  };
}

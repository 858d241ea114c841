import { isOfferExpired } from '@studiekraft/shared/rules/offer-validity';
import type { Project } from '@studiekraft/shared/schemas/projects';
import type { TFunction } from 'i18next';
import { danishTime } from '../../lib/dayjs.ts';

export interface OfferExpiry {
  /** 'DD-MM-YYYY kl. HH:mm' in Danish time, whatever the browser's zone. */
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
  t: TFunction,
  now: Date = new Date(),
): OfferExpiry | null {
  if (!project.offer_expires_at) return null;
  return {
    date: danishTime(project.offer_expires_at).format(t('projects.validityFormat')),
    isExpired: isOfferExpired(project.offered_at, now),
  };
}

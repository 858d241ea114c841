import { describe, expect, it } from 'vitest';
import { formatDanishDateTime, isOfferExpired, offerExpiresAt } from './offer-validity.ts';

describe('offer validity', () => {
  const postedAt = new Date('2026-11-01T09:00:00Z');

  it('lasts 7 days from the post and not a minute longer', () => {
    expect(offerExpiresAt(postedAt).toISOString()).toBe('2026-11-08T09:00:00.000Z');
    expect(isOfferExpired(postedAt, new Date('2026-11-08T09:00:00Z'))).toBe(false);
    expect(isOfferExpired(postedAt, new Date('2026-11-08T09:01:00Z'))).toBe(true);
    expect(isOfferExpired(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('writes the date in Danish time, summer and winter', () => {
    expect(formatDanishDateTime('2026-11-08T09:00:00Z')).toBe('8. nov. 2026, kl. 10:00');
    expect(formatDanishDateTime('2026-07-01T22:30:00Z')).toBe('2. juli 2026, kl. 00:30');
  });
});

import { describe, expect, it } from 'vitest';
import { offerExpiry } from '../offer-expiry.ts';

// A browser in Los Angeles: the expiry is the Danish time the system line states (issue 34).
process.env.TZ = 'America/Los_Angeles';

describe('offerExpiry', () => {
  it('shows the expiry in Danish time, whatever the browser zone', () => {
    // 7 days after 2026-03-01 23:10 UTC: 9 March 00:10 in Copenhagen, 8 March 16:10 in Los Angeles.
    const expiry = offerExpiry(
      { offered_at: '2026-03-01T23:10:00.000Z', offer_expires_at: '2026-03-08T23:10:00.000Z' },
      new Date('2026-03-02T00:00:00Z'),
    );
    expect(expiry?.date).toBe('9. mar. 2026, kl. 00:10');
  });
});

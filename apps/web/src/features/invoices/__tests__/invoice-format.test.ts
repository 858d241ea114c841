import { describe, expect, it } from 'vitest';
import { formatInvoiceDate } from '../invoice-format.ts';

// A browser far from Denmark: the dates must still be the Danish ones the PDF prints (issue 34).
process.env.TZ = 'America/Los_Angeles';

describe('formatInvoiceDate', () => {
  it('shows an invoice issued just after Danish midnight on its Danish day, not the UTC day before', () => {
    // 00:30 on 7 February in Copenhagen is 23:30 UTC and 15:30 in Los Angeles on the 6th.
    expect(formatInvoiceDate('2026-02-06T23:30:00.000Z')).toBe('07-02-2026');
  });

  it('keeps a calendar date (the due date) as that day', () => {
    expect(formatInvoiceDate('2026-02-14')).toBe('14-02-2026');
  });
});

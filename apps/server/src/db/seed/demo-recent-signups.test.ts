import { describe, expect, it } from 'vitest';
import { danishDate } from '../../modules/invoices/invoice-amounts.ts';
import { copenhagenMidnight, recentSignupDays, recentSignupTimes } from './demo-recent-signups.ts';

const hourMs = 60 * 60 * 1000;

/** The calendar date `days` before `date` ('2026-03-01', 1 → '2026-02-28'). */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 24 * hourMs).toISOString().slice(0, 10);

describe('recentSignupTimes', () => {
  it('puts one sign-up on each of the last 31 Danish days, none in the future, whenever the demo starts', () => {
    // Every 5 h 17 min through a year (every hour of the day comes round), and the hard moments: a month's
    // first minute, and the first and last minutes around both clock changes.
    const start = Date.parse('2026-01-01T00:00:00Z');
    const moments = ['2026-03-31T22:01:00Z', '2026-03-28T23:00:30Z', '2026-03-29T22:30:00Z', '2026-10-24T22:00:10Z'];
    const starts = [...moments.map((moment) => Date.parse(moment))];
    for (let at = start; at < start + 366 * 24 * hourMs; at += (5 * 60 + 17) * 60_000) starts.push(at);
    for (const at of starts) {
      const now = new Date(at);
      const times = recentSignupTimes(now);
      const today = danishDate(now);
      expect(times.map(danishDate)).toEqual(Array.from({ length: recentSignupDays }, (_, n) => daysBefore(today, n)));
      for (const time of times) expect(time.getTime()).toBeLessThanOrEqual(at);
    }
  });

  it('finds midnight in Copenhagen in winter, in summer and on the days the clocks change', () => {
    expect(copenhagenMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(copenhagenMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(copenhagenMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(copenhagenMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

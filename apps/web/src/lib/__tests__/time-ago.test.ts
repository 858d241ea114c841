import { describe, expect, it } from 'vitest';
import { messagePreview } from '../text-preview.ts';
import { timeAgo } from '../time-ago.ts';

// Danish times (November is +01:00), read by a browser in another zone: the rules are about the Danish
// calendar, like every time of the business (issue 34).
process.env.TZ = 'America/Los_Angeles';
const cph = (time: string) => new Date(`${time}+01:00`);
const now = cph('2026-11-22T12:00'); // Sunday 22 November 2026, 12:00

describe('timeAgo (spec section 9)', () => {
  it.each([
    ['under 24 hours: the time', cph('2026-11-22T09:05'), '09:05'],
    ['yesterday, under 24 hours: still the time', cph('2026-11-21T13:30'), '13:30'],
    ['just over 24 hours: the weekday', cph('2026-11-21T11:59'), 'lørdag'],
    ['6 days back: the weekday', cph('2026-11-16T08:00'), 'mandag'],
    ['7 days back, same year: day and month', cph('2026-11-15T08:00'), '15. nov.'],
    ['earlier this year', cph('2026-01-03T08:00'), '3. jan.'],
    ['another year: DD.MM.YYYY', cph('2025-12-31T23:00'), '31.12.2025'],
    // 00:30 on 1 January in Copenhagen is still 31 December in Los Angeles (and in UTC).
    ["the Danish day, not the browser's", cph('2026-01-01T00:30'), '1. jan.'],
  ])('%s', (_label, then, expected) => {
    expect(timeAgo(then, now)).toBe(expected);
  });
});

describe('messagePreview', () => {
  it('keeps short texts and cuts long ones at 40 characters', () => {
    expect(messagePreview('Hej  Anna\nhvordan går det?')).toBe('Hej Anna hvordan går det?');
    const long = `${'a'.repeat(39)} bbbbbbbbbb`;
    expect(messagePreview(long)).toBe(`${'a'.repeat(39)}…`);
    expect(messagePreview('x'.repeat(45))).toBe(`${'x'.repeat(40)}…`);
  });
});

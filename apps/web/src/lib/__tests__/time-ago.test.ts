import { describe, expect, it } from 'vitest';
import { messagePreview } from '../text-preview.ts';
import { timeAgo } from '../time-ago.ts';

// Local times: the rules are about the viewer's calendar, not UTC.
const now = new Date(2026, 10, 22, 12, 0); // Sunday 22 November 2026, 12:00

describe('timeAgo (spec section 9)', () => {
  it.each([
    ['under 24 hours: the time', new Date(2026, 10, 22, 9, 5), '09:05'],
    ['yesterday, under 24 hours: still the time', new Date(2026, 10, 21, 13, 30), '13:30'],
    ['just over 24 hours: the weekday', new Date(2026, 10, 21, 11, 59), 'lørdag'],
    ['6 days back: the weekday', new Date(2026, 10, 16, 8, 0), 'mandag'],
    ['7 days back, same year: day and month', new Date(2026, 10, 15, 8, 0), '15. nov.'],
    ['earlier this year', new Date(2026, 0, 3, 8, 0), '3. jan.'],
    ['another year: DD.MM.YYYY', new Date(2025, 11, 31, 23, 0), '31.12.2025'],
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

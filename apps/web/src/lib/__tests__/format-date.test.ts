import { formatDanishDateTime } from '@studiekraft/shared/rules/offer-validity';
import { describe, expect, it } from 'vitest';
import { danishTime } from '../danish-time.ts';
import { formatDate } from '../format-date.ts';

// A browser far from Denmark: every style must still show the Danish day and hour (issue 34).
process.env.TZ = 'America/Los_Angeles';
// 00:30 on 1 February 2026 in Copenhagen (+01:00) is still 31 January in Los Angeles and in UTC.
const justAfterDanishMidnight = '2026-01-31T23:30:00.000Z';

describe('formatDate', () => {
  it.each([
    ['isoDay', '2026-02-01', '2026-02-01'],
    ['isoMonth', '2026-02', '2026-02'],
    ['numericDay', '01-02-2026', '01-02-2026'],
    ['dottedDay', '01.02.2026', '01.02.2026'],
    ['longDay', '1. februar 2026', '1 February 2026'],
    ['shortDay', '1. feb. 2026', '1 Feb 2026'],
    ['dayAndMonth', '1. feb.', '1 Feb'],
    ['longMonth', 'februar 2026', 'February 2026'],
    ['shortMonth', 'feb. 2026', 'Feb 2026'],
    ['weekday', 'søndag', 'Sunday'],
    ['time', '00:30', '00:30'],
    ['dayAndMonthTime', '1. feb. kl. 00:30', '1 Feb at 00:30'],
    ['shortDayTime', '1. feb. 2026, kl. 00:30', '1 Feb 2026 at 00:30'],
  ] as const)('%s: an instant on the Danish clock, in either language', (style, danish, english) => {
    expect(formatDate(justAfterDanishMidnight, style, 'da')).toBe(danish);
    expect(formatDate(new Date(justAfterDanishMidnight), style, 'en')).toBe(english);
  });

  it("writes the specification's date-time with its comma and Danish month abbreviations", () => {
    expect(formatDate('2026-11-01T23:30:00.000Z', 'shortDayTime', 'da')).toBe('2. nov. 2026, kl. 00:30');
    expect(formatDate('2026-06-15T08:05:00.000Z', 'shortDayTime', 'da')).toBe('15. juni 2026, kl. 10:05');
  });

  it('writes a date-time as the server writes it in system lines and e-mails, every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const instant = new Date(Date.UTC(2026, month, 1, 22, 30)).toISOString();
      expect(formatDate(instant, 'shortDayTime', 'da')).toBe(formatDanishDateTime(instant));
    }
  });

  it('keeps a calendar date its day in every zone', () => {
    expect(formatDate('2019-02-25', 'longDay', 'da')).toBe('25. februar 2019');
    expect(formatDate('2026-02-07', 'numericDay', 'da')).toBe('07-02-2026');
  });

  it('formats the result of Danish date arithmetic', () => {
    const firstOfMonth = danishTime(justAfterDanishMidnight).startOf('month');
    expect(formatDate(firstOfMonth, 'isoDay')).toBe('2026-02-01');
    expect(formatDate(firstOfMonth.subtract(5, 'month'), 'isoMonth')).toBe('2025-09');
  });
});

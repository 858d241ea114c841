import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../lib/add-months.ts';
import { copenhagenDate, interestOre, reminderFigures, startedMonthsLate } from './reminder-terms.ts';

describe('started months of lateness', () => {
  it('is 0 on and before the due date and 1 from the day after', () => {
    expect(startedMonthsLate('2026-03-10', '2026-03-09')).toBe(0);
    expect(startedMonthsLate('2026-03-10', '2026-03-10')).toBe(0);
    expect(startedMonthsLate('2026-03-10', '2026-03-11')).toBe(1);
    expect(startedMonthsLate('2026-03-10', '2026-04-10')).toBe(1);
    expect(startedMonthsLate('2026-03-10', '2026-04-11')).toBe(2);
  });

  it('clamps a due date at a month end: due 31 January, February is month 1 and 1 March starts month 2', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(startedMonthsLate('2026-01-31', '2026-02-01')).toBe(1);
    expect(startedMonthsLate('2026-01-31', '2026-02-28')).toBe(1);
    expect(startedMonthsLate('2026-01-31', '2026-03-01')).toBe(2);
    expect(startedMonthsLate('2026-12-31', '2027-01-01')).toBe(1);
    expect(startedMonthsLate('2026-12-31', '2027-02-01')).toBe(2);
  });

  it('reads the day in Copenhagen: 23:30 UTC on 31 December is already 1 January', () => {
    expect(copenhagenDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(copenhagenDate(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(copenhagenDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('interest and fees', () => {
  it('is simple interest of 0.70 % per started month on the invoice total, rounded half up to øre', () => {
    // 1,250.00 kr.: 8.75 kr. a month.
    expect(interestOre(125_000, '2026-03-10', '2026-03-11')).toBe(875);
    expect(interestOre(125_000, '2026-03-10', '2026-05-11')).toBe(3 * 875);
    // 0.70 % of 0.50 kr. is 0.35 øre: rounds to 0; of 0.75 kr. is 0.525 øre: rounds to 1.
    expect(interestOre(50, '2026-03-10', '2026-03-11')).toBe(0);
    expect(interestOre(75, '2026-03-10', '2026-03-11')).toBe(1);
    // 249.99 kr. x 0.70 % = 174.993 øre.
    expect(interestOre(24_999, '2026-03-10', '2026-03-11')).toBe(175);
  });

  it('adds 100 kr. per reminder and the interest to date to the total', () => {
    expect(reminderFigures({ totalOre: 125_000, dueDate: '2026-03-10', today: '2026-03-11', number: 1 })).toEqual({
      number: 1,
      feeOre: 10_000,
      feesOre: 10_000,
      interestOre: 875,
      outstandingOre: 135_875,
    });
    expect(reminderFigures({ totalOre: 125_000, dueDate: '2026-03-10', today: '2026-04-20', number: 3 })).toMatchObject({
      feesOre: 30_000,
      interestOre: 1750,
      outstandingOre: 156_750,
    });
  });
});

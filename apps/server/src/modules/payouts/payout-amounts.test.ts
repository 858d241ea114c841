import { describe, expect, it } from 'vitest';
import { payoutAmounts, payrollMonth, percentToBasisPoints } from './payout-amounts.ts';

describe('payout amounts', () => {
  it('takes the share of the subtotal excl. VAT and 12.5 % holiday pay of that, each rounded once to øre', () => {
    expect(payoutAmounts(100_000, '60.00')).toEqual({ payOre: 60_000, holidayPayOre: 7500 });
    // 199.99 kr. x 65 % = 129.9935 kr.; 12.5 % of 129.99 = 16.24875 kr.
    expect(payoutAmounts(19_999, '65.00')).toEqual({ payOre: 12_999, holidayPayOre: 1625 });
    // 1 kr. x 70 % and half an hour at 190 kr. (95 kr.) x 62.5 %.
    expect(payoutAmounts(100, 70)).toEqual({ payOre: 70, holidayPayOre: 9 });
    expect(payoutAmounts(9500, '62.50')).toEqual({ payOre: 5938, holidayPayOre: 742 });
    expect(payoutAmounts(0, '60.00')).toEqual({ payOre: 0, holidayPayOre: 0 });
  });

  it('stays exact on large amounts and refuses fractions of øre or shares out of range', () => {
    expect(payoutAmounts(9_007_199_254_740, '33.33')).toEqual({ payOre: 3_002_099_511_605, holidayPayOre: 375_262_438_951 });
    expect(() => payoutAmounts(10.5, '60.00')).toThrow();
    expect(() => percentToBasisPoints('0')).toThrow();
    expect(() => percentToBasisPoints('100.01')).toThrow();
    expect(percentToBasisPoints('65.25')).toBe(6525);
  });

  it('puts the line in the month of the finalize on the Danish calendar', () => {
    expect(payrollMonth(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-01');
    expect(payrollMonth(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    expect(payrollMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(payrollMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  danishDate,
  divideHalfUp,
  dueDate,
  invoiceTotals,
  lineAmountOre,
  oreToKr,
  projectLine,
  toHundredths,
} from './invoice-amounts.ts';

const project = { name: 'Logo', skillName: 'Logodesign', finalPrice: null, hoursUsed: null };

describe('invoice amounts', () => {
  it('parses two-decimal amounts exactly and refuses finer ones', () => {
    expect(toHundredths('199.99')).toBe(19999);
    expect(toHundredths(199.99)).toBe(19999);
    expect(toHundredths(0.5)).toBe(50);
    expect(toHundredths('1')).toBe(100);
    expect(toHundredths('1.5')).toBe(150);
    expect(() => toHundredths('1.005')).toThrow();
    expect(() => toHundredths('abc')).toThrow();
  });

  it('rounds half up once, where a float product would round down', () => {
    // 0.5 h x 199.99 kr. = 99.995 kr.; 0.5 * 199.99 in floating point is 99.99499999999999.
    expect(lineAmountOre(50, 19999)).toBe(10000);
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(-5, 10)).toBe(-1);
  });

  it('bills hours x the accepted hourly price', () => {
    const line = projectLine({ ...project, priceType: 'hourly', acceptedPrice: 199.99, hoursUsed: 0.5 });
    expect(line).toEqual({
      description: 'Projekt: Logo (Logodesign)',
      quantity: '0.50',
      unit: 'hours',
      unit_price_ore: 19999,
      amount_ore: 10000,
    });
    expect(invoiceTotals([line])).toEqual({ subtotal_ore: 10000, vat_ore: 2500, total_ore: 12500 });
  });

  it('bills the fixed price as one piece', () => {
    const line = projectLine({ ...project, priceType: 'unit', acceptedPrice: 2500, finalPrice: 2500 });
    expect(line).toMatchObject({ quantity: '1.00', unit: 'piece', unit_price_ore: 250000, amount_ore: 250000 });
  });

  it('rounds VAT half up on awkward amounts: 1 kr., 199.99 kr., 0.02 kr.', () => {
    expect(invoiceTotals([{ amount_ore: 100 }])).toEqual({ subtotal_ore: 100, vat_ore: 25, total_ore: 125 });
    // 19999 x 25 % = 4999.75 øre → 5000.
    expect(invoiceTotals([{ amount_ore: 19999 }])).toEqual({ subtotal_ore: 19999, vat_ore: 5000, total_ore: 24999 });
    // 2 øre x 25 % = 0.5 øre → 1 (half up); 1 øre → 0.25 → 0.
    expect(invoiceTotals([{ amount_ore: 2 }]).vat_ore).toBe(1);
    expect(invoiceTotals([{ amount_ore: 1 }]).vat_ore).toBe(0);
  });

  it('states kroner with two decimals', () => {
    expect(oreToKr(124999)).toBe(1249.99);
    expect(oreToKr(100)).toBe(1);
    expect(oreToKr(-12500)).toBe(-125);
  });

  it('puts the due date 8 Danish days after the issue, across month and year ends', () => {
    expect(addDays('2026-01-30', 8)).toBe('2026-02-07');
    expect(addDays('2026-01-31', 8)).toBe('2026-02-08');
    expect(addDays('2028-02-25', 8)).toBe('2028-03-04');
    expect(addDays('2026-12-28', 8)).toBe('2027-01-05');
    // 23:30 UTC on 30 January is 00:30 on 31 January in Copenhagen: the invoice is dated the 31st.
    expect(danishDate(new Date('2026-01-30T23:30:00Z'))).toBe('2026-01-31');
    expect(dueDate(new Date('2026-01-30T23:30:00Z'))).toBe('2026-02-08');
    expect(dueDate(new Date('2026-01-30T12:00:00Z'))).toBe('2026-02-07');
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(danishDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

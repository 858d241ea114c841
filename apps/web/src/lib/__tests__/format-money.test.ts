import { describe, expect, it } from 'vitest';
import { formatKronerWithOre, formatPrice } from '../format-money.ts';
import { formatDecimal } from '../format-number.ts';

const intlPrice = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'DKK',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(value);
const intlDecimal = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

// Edges of rounding (halves, binary fractions just under a half), grouping and sign, plus a spread.
const values = [
  0,
  1,
  5,
  12.5,
  999.5,
  1000,
  1234.5,
  3000,
  4500,
  99999,
  100000,
  1234567,
  0.05,
  0.15,
  0.25,
  0.45,
  1.05,
  2.35,
  3.5,
  4.95,
  4.949,
  -0.4,
  -0.5,
  -1,
  -12.5,
  -1234567.89,
  ...Array.from({ length: 200 }, (_, index) => Math.round(Math.sin(index + 1) * 10 ** (index % 8) * 1000) / 1000),
];

describe('formatPrice and formatDecimal', () => {
  it('write kroner exactly as Intl.NumberFormat does, in Danish and English', () => {
    for (const value of values) {
      if (Object.is(Math.round(value), -0) || (value < 0 && value > -0.5)) continue;
      expect(formatPrice(value, 'da'), String(value)).toBe(intlPrice(value, 'da-DK'));
      expect(formatPrice(value, 'en'), String(value)).toBe(intlPrice(value, 'en-GB'));
    }
    expect(formatPrice(3000, 'da')).toBe('3.000\u00a0kr.');
  });

  it('write a decimal with at most one digit exactly as Intl.NumberFormat does', () => {
    for (const value of values) {
      if (value < 0 && value > -0.05) continue;
      expect(formatDecimal(value, 'da'), String(value)).toBe(intlDecimal(value, 'da-DK'));
      expect(formatDecimal(value, 'en'), String(value)).toBe(intlDecimal(value, 'en-GB'));
    }
    expect(formatDecimal(4.5, 'da')).toBe('4,5');
  });

  it('leave values beyond the plain range to Intl', () => {
    expect(formatPrice(1e16, 'da')).toBe(intlPrice(1e16, 'da-DK'));
    expect(formatDecimal(Number.NaN, 'en')).toBe(intlDecimal(Number.NaN, 'en-GB'));
  });

  it('writes kroner with their øre in both languages', () => {
    expect(formatKronerWithOre(1249.99, 'da')).toBe('1.249,99\u00a0kr.');
    expect(formatKronerWithOre(1350, 'da')).toBe('1.350,00\u00a0kr.');
    expect(formatKronerWithOre(1350, 'en')).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'DKK', minimumFractionDigits: 2 }).format(1350),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber, intlNumberFormat } from '../format-number.ts';

describe('format-number', () => {
  it('makes one Intl formatter per language and options, and reuses it', () => {
    expect(intlNumberFormat('da', { maximumFractionDigits: 1 })).toBe(intlNumberFormat('da', { maximumFractionDigits: 1 }));
    expect(intlNumberFormat('da', { maximumFractionDigits: 1 })).not.toBe(intlNumberFormat('da', { maximumFractionDigits: 2 }));
    expect(intlNumberFormat('da')).not.toBe(intlNumberFormat('en'));
  });

  it("formats as a new Intl formatter of the language's locale does", () => {
    expect(intlNumberFormat('da', { maximumFractionDigits: 2 }).format(1234.567)).toBe(
      new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 }).format(1234.567),
    );
    expect(intlNumberFormat('en').format(1234567)).toBe('1,234,567');
  });

  it("writes counts and sizes exactly as Intl's default and fraction-limited formats do", () => {
    const values = [0, 7, 999, 1000, 1234567, 0.1, 1.25, 9.95, 24.999, 1234.5678, -3, 1e16, Number.NaN];
    for (const value of values) {
      for (const [language, locale] of [
        ['da', 'da-DK'],
        ['en', 'en-GB'],
      ] as const) {
        expect(formatNumber(value, language), `${value} ${language}`).toBe(new Intl.NumberFormat(locale).format(value));
        for (const digits of [0, 1]) {
          expect(formatNumber(value, language, digits), `${value} ${language} ${digits}`).toBe(
            new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
          );
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatKronerWithOre } from '../format.ts';
import { dateTimeFormat, numberFormat } from '../intl-formats.ts';

describe('intl-formats', () => {
  it('makes one formatter per language and options, and reuses it', () => {
    expect(numberFormat('da', { maximumFractionDigits: 1 })).toBe(numberFormat('da', { maximumFractionDigits: 1 }));
    expect(numberFormat('da', { maximumFractionDigits: 1 })).not.toBe(numberFormat('da', { maximumFractionDigits: 2 }));
    expect(numberFormat('da')).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('en', { dateStyle: 'long' })).toBe(dateTimeFormat('en', { dateStyle: 'long' }));
  });

  it("formats as a new Intl formatter of the language's locale does", () => {
    expect(numberFormat('da', { maximumFractionDigits: 2 }).format(1234.567)).toBe(
      new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 }).format(1234.567),
    );
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    const date = new Date('2019-02-25T12:00:00');
    expect(dateTimeFormat('da', { dateStyle: 'long' }).format(date)).toBe('25. februar 2019');
  });

  it('writes kroner with their øre in both languages', () => {
    expect(formatKronerWithOre(1249.99, 'da')).toBe('1.249,99\u00a0kr.');
    expect(formatKronerWithOre(1350, 'da')).toBe('1.350,00\u00a0kr.');
    expect(formatKronerWithOre(1350, 'en')).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'DKK', minimumFractionDigits: 2 }).format(1350),
    );
  });
});

import type { Language } from './i18n.ts';

/*
 * Numbers in the interface language ('1.234,5' in Danish), as Intl.NumberFormat writes them. The plain
 * range is written by hand, to Intl's exact output (lib/__tests__/format-number.test.ts compares the two):
 * creating the first Intl.NumberFormat for a locale loads its data, which cost a phone ~70 ms in the middle
 * of rendering a price table (~280 ms of Lighthouse's slowed CPU on a skill page; decision 035). Values
 * outside it still go through Intl, made once per language and options.
 */

const separators: Record<Language, { group: string; decimal: string }> = {
  da: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Rounds half away from zero on the shortest decimal that reads back as the number (String(0.15) is
 * "0.15", so it rounds to 0.2), which is what Intl does; toFixed would work on the binary value instead.
 */
function grouped(value: number, digits: number, language: Language): string | undefined {
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15 || plain.includes('e')) return undefined;
  const [integer = '0', fraction = ''] = plain.split('.');
  let scaled = BigInt(integer + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const decimals = text.slice(text.length - digits).replace(/0+$/, '');
  const { group, decimal } = separators[language];
  const withGroups = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  // Intl writes a negative that rounds to zero as "-0"; such a price, rating or count does not occur.
  const sign = value < 0 && scaled !== 0n ? '-' : '';
  return `${sign}${decimals ? `${withGroups}${decimal}${decimals}` : withGroups}`;
}

/** The Intl locale of each interface language. */
const localeOf = (language: Language) => (language === 'da' ? 'da-DK' : 'en-GB');

const intlFormats = new Map<string, Intl.NumberFormat>();

/** Intl's number format for a language and options, made once and then reused (its making is the cost). */
export function intlNumberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    intlFormats.set(key, format);
  }
  return format;
}

/** A number with grouping and at most `maximumFractionDigits` decimals (Intl's default: 3). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 3): string {
  return grouped(value, maximumFractionDigits, language) ?? intlNumberFormat(language, { maximumFractionDigits }).format(value);
}

/** An average such as a rating, with at most one decimal ('3,5' in Danish). */
export const formatDecimal = (value: number, language: Language) => formatNumber(value, language, 1);

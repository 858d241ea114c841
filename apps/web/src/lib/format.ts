import type { Language } from './i18n.ts';
import { numberFormat } from './intl-formats.ts';

/*
 * Kroner and decimals are formatted by hand, to the exact output of Intl.NumberFormat (lib/__tests__/
 * format.test.ts compares the two). Creating the first Intl.NumberFormat for a locale and currency loads
 * its data and cost a phone ~70 ms in the middle of rendering a price table (~280 ms of Lighthouse's
 * slowed CPU on a skill page; decision 035). Values outside the plain range still go through Intl.
 */

const nbsp = '\u00a0';
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
  // Intl writes a negative that rounds to zero as "-0"; such a price or rating does not occur.
  const sign = value < 0 && scaled !== 0n ? '-' : '';
  return `${sign}${decimals ? `${withGroups}${decimal}${decimals}` : withGroups}`;
}

/** Kroner with 0 decimals in both languages (ARCHITECTURE.md section 5: never show '$' for kroner). */
export function formatPrice(amount: number, language: Language): string {
  const text = grouped(amount, 0, language);
  if (text === undefined) return kroner(amount, 0, language);
  if (language === 'da') return `${text}${nbsp}kr.`;
  return text.startsWith('-') ? `-DKK${nbsp}${text.slice(1)}` : `DKK${nbsp}${text}`;
}

/** An average such as a rating, with at most one decimal ('3,5' in Danish). */
export function formatDecimal(value: number, language: Language): string {
  return grouped(value, 1, language) ?? numberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/**
 * Kroner with their øre ('1.249,99 kr.'): invoices and payouts are exact to the øre, unlike the prices,
 * which formatPrice rounds to whole kroner.
 */
export const formatKronerWithOre = (amount: number, language: Language) => kroner(amount, 2, language);

/** Intl's DKK currency format with exactly `decimals` decimals. */
function kroner(amount: number, decimals: number, language: Language): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'DKK',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

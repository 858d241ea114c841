import type { Language } from './i18n.ts';

/** Kroner with 0 decimals in both languages (ARCHITECTURE.md section 5: never show '$' for kroner). */
export function formatPrice(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'currency',
    currency: 'DKK',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** An average such as a rating, with at most one decimal ('3,5' in Danish). */
export function formatDecimal(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
}

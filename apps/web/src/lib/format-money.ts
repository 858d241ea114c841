import { formatNumber, intlNumberFormat } from './format-number.ts';
import type { Language } from './i18n.ts';

/*
 * Kroner as Intl's DKK currency format writes them, in both languages (ARCHITECTURE.md: never '$' for
 * kroner). Whole kroner go through formatNumber's hand-written path (decision 035).
 */

const nbsp = '\u00a0';

/** Whole kroner ('3.000 kr.', 'DKK 3,000'): prices, which are whole kroner. */
export function formatPrice(amount: number, language: Language): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15) return kroner(amount, 0, language);
  const text = formatNumber(amount, language, 0);
  if (language === 'da') return `${text}${nbsp}kr.`;
  return text.startsWith('-') ? `-DKK${nbsp}${text.slice(1)}` : `DKK${nbsp}${text}`;
}

/**
 * Kroner with their øre ('1.249,99 kr.'): invoices and payouts are exact to the øre, unlike the prices,
 * which formatPrice rounds to whole kroner.
 */
export const formatKronerWithOre = (amount: number, language: Language) => kroner(amount, 2, language);

function kroner(amount: number, decimals: number, language: Language): string {
  return intlNumberFormat(language, {
    style: 'currency',
    currency: 'DKK',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

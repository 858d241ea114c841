import type { Language } from '../../lib/i18n.ts';

/** Pay in kroner with øre ('1.350,00 kr.'): payouts are exact to the øre, unlike the rounded prices. */
export function formatKroner(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'currency',
    currency: 'DKK',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** '2026-11' as 'november 2026' (or 'November 2026'). */
export function formatMonth(month: string, language: Language): string {
  const [year, monthIndex] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (monthIndex ?? 1) - 1, 1)));
}

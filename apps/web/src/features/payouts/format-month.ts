import type { Language } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';

/** '2026-11' as 'november 2026' (or 'November 2026'). */
export function formatMonth(month: string, language: Language): string {
  const [year, monthIndex] = month.split('-').map(Number);
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (monthIndex ?? 1) - 1, 1)),
  );
}

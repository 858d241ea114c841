import { formatDate } from '../../lib/format-date.ts';
import type { Language } from '../../lib/i18n.ts';

/** '2026-11' as 'november 2026' (or 'November 2026'). */
export function formatMonth(month: string, language: Language): string {
  return formatDate(`${month}-01`, 'longMonth', language);
}

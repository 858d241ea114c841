import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/da';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { i18n } from './i18n.ts';

/**
 * dayjs in the interface language, reached through danishTime and danishDay below rather than from 'dayjs':
 * this module keeps its locale in step with i18next, and because only the screens that show dates import
 * it, dayjs and its Danish locale are not part of the home page's first download (bundle budget,
 * scripts/report-home-bundle.mjs).
 */
function applyLocale(language: string | undefined) {
  dayjs.locale(language === 'en' ? 'en' : 'da');
}

applyLocale(i18n.resolvedLanguage);
i18n.on('languageChanged', applyLocale);

dayjs.extend(utc);
dayjs.extend(timezone);

/** The business runs on Danish time: invoices, offers, deadlines and the staff counts are Copenhagen days. */
const businessTimeZone = 'Europe/Copenhagen';

/**
 * An instant (an ISO timestamp from the API, a Date) as Danish wall-clock time, or now without an
 * argument. Use this, not dayjs(value): a browser in another zone would otherwise show its own day and
 * hour, and an invoice issued just after Danish midnight would read as the day before its PDF (issue 34).
 * lib/__tests__/danish-time-sources.test.ts keeps plain dayjs() out of the screens.
 */
export const danishTime = (value?: ConfigType) => dayjs(value).tz(businessTimeZone);

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day: a calendar date as the API sends it ('2026-02-07': a due date, a birth date) stays that day in
 * every zone; an instant becomes its Danish day.
 */
export const danishDay = (value: string) => (calendarDate.test(value) ? dayjs(value) : danishTime(value));

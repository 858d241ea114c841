import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/da';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/*
 * The business clock (decision 062): dayjs on Copenhagen time. Screens format through lib/format-date.ts
 * and reach this module only for date arithmetic (a month back, the start of a month). Because only
 * screens that show dates import it, dayjs and its Danish locale stay out of the home page's first
 * download (bundle budget, scripts/report-home-bundle.mjs).
 */

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

import type { Dayjs } from 'dayjs';
import { danishDay, danishTime } from './danish-time.ts';
import { currentLanguage, type Language } from './i18n.ts';

/*
 * Every date and time the web app shows or sends, by what it is rather than by a pattern at each call site,
 * in Danish time (decision 062) and the interface language. dayjs does the work, loaded only with the
 * screens that show dates (not the home page's first download); numbers and money are lib/format-number.ts
 * and lib/format-money.ts. The texts the server also writes (an audit entry's time, an offer's system
 * line) come from packages/shared instead, so both sides write them alike.
 */

type Pattern = string | Record<Language, string>;

const patterns = {
  /** '2026-02-07': staff tables, file names, form values. */
  isoDay: 'YYYY-MM-DD',
  /** '2026-02': a month as the API takes it. */
  isoMonth: 'YYYY-MM',
  /** '07-02-2026': invoice dates (as the PDF prints them), deadlines. */
  numericDay: 'DD-MM-YYYY',
  /** '07.02.2026': a list timestamp from another year (spec section 9). */
  dottedDay: 'DD.MM.YYYY',
  /** '7. februar 2026' / '7 February 2026': a blog post, a project, a testimonial, a birth date. */
  longDay: { da: 'D. MMMM YYYY', en: 'D MMMM YYYY' },
  /** '7. feb. 2026' / '7 Feb 2026': a file's upload day. */
  shortDay: { da: 'D. MMM YYYY', en: 'D MMM YYYY' },
  /** '7. feb.' / '7 Feb': a list timestamp from this year (spec section 9). */
  dayAndMonth: { da: 'D. MMM', en: 'D MMM' },
  /** 'februar 2026'. */
  longMonth: 'MMMM YYYY',
  /** 'feb. 2026'. */
  shortMonth: 'MMM YYYY',
  /** 'lørdag'. */
  weekday: 'dddd',
  /** '14:30'. */
  time: 'HH:mm',
  /** '7. feb. kl. 14:30': a message's time. */
  dayAndMonthTime: { da: 'D. MMM [kl.] HH:mm', en: 'D MMM [at] HH:mm' },
  /**
   * '7. feb. 2026, kl. 14:30': the specification's date-time ('Do MMM. YYYY, kl. HH:mm'): a project's events,
   * a conversation's last activity, how long an offer holds (as its system line and e-mail say it,
   * formatDanishDateTime in packages/shared).
   */
  shortDayTime: { da: 'D. MMM YYYY[, kl.] HH:mm', en: 'D MMM YYYY [at] HH:mm' },
} satisfies Record<string, Pattern>;

export type DateStyle = keyof typeof patterns;

/**
 * `value` in `style`: a string is an API value (an ISO instant, or a calendar date such as a due date that
 * stays its day in every zone, lib/danish-time.ts); a Date is an instant; a Dayjs comes from danishTime's
 * arithmetic. `language` defaults to the interface's; texts stored in Danish pass 'da'.
 */
export function formatDate(value: string | Date | Dayjs, style: DateStyle, language: Language = currentLanguage()): string {
  const day = typeof value === 'string' ? danishDay(value) : danishTime(value);
  const pattern: Pattern = patterns[style];
  return day.locale(language).format(typeof pattern === 'string' ? pattern : pattern[language]);
}

/** Today's Danish date, or another style of now. */
export const formatNow = (style: DateStyle) => formatDate(danishTime(), style);

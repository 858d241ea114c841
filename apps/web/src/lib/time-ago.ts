import { danishTime } from './danish-time.ts';
import { formatDate } from './format-date.ts';

/**
 * The list timestamp of spec section 9: under 24 hours the time, within 6 days the weekday name, the
 * same year day and month, otherwise DD.MM.YYYY; in Danish time, like every time of the business. Pure
 * (takes `now`) so the boundaries are testable.
 */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const then = danishTime(value);
  const current = danishTime(now);
  const hours = current.diff(then, 'hour', true);
  if (hours < 24) return formatDate(then, 'time');
  if (current.startOf('day').diff(then.startOf('day'), 'day') <= 6) return formatDate(then, 'weekday');
  if (then.year() === current.year()) return formatDate(then, 'dayAndMonth');
  return formatDate(then, 'dottedDay');
}

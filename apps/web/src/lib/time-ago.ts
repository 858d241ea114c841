import { danishTime } from './dayjs.ts';

/**
 * The list timestamp of spec section 9: under 24 hours the time, within 6 days the weekday name, the
 * same year day and month, otherwise DD.MM.YYYY; in Danish time, like every time of the business. Pure
 * (takes `now`) so the boundaries are testable.
 */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const then = danishTime(value);
  const current = danishTime(now);
  const hours = current.diff(then, 'hour', true);
  if (hours < 24) return then.format('HH:mm');
  if (current.startOf('day').diff(then.startOf('day'), 'day') <= 6) return then.format('dddd');
  if (then.year() === current.year()) return then.format('D. MMM');
  return then.format('DD.MM.YYYY');
}

import { z } from 'zod';

/**
 * GET <resource>/sum-by-date-period (the admin dashboard's chart): how many rows were created per day,
 * week, month or year between two dates, both inclusive, in Danish time. The answer is a map of label to
 * count with every period of the range present (zero when empty), in chronological order. Labels:
 * day `YYYY-MM-DD`, week `YYYY-Www` (ISO week), month `YYYY-MM`, year `YYYY`.
 */
export const datePeriods = ['day', 'week', 'month', 'year'] as const;
export type DatePeriod = (typeof datePeriods)[number];

/** The longest range one request may ask for, so a day chart stays a few thousand labels at most. */
export const maxDatePeriodRangeDays = 3660;

/** A calendar date as `YYYY-MM-DD`, or as the dashboard shows it, `DD-MM-YYYY`; normalised to `YYYY-MM-DD`. */
const calendarDate = () =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      const danish = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
      const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : danish ? [danish[3], danish[2], danish[1]] : [];
      const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
      if (!year || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) {
        ctx.addIssue({ code: 'custom', message: 'validation.format' });
        return z.NEVER;
      }
      return `${year}-${month}-${day}`;
    });

export const sumByDatePeriodQuerySchema = z
  .object({
    period: z.enum(datePeriods).default('day'),
    /** Default: the first day of the current month (the dashboard's default range). */
    from: calendarDate().optional(),
    /** Default: today. */
    to: calendarDate().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'validation.format', path: ['to'] });
export type SumByDatePeriodQuery = z.infer<typeof sumByDatePeriodQuerySchema>;

export const sumByDatePeriodResponseSchema = z.record(z.string(), z.number());
export type SumByDatePeriod = z.infer<typeof sumByDatePeriodResponseSchema>;

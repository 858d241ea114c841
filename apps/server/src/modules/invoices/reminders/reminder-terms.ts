/**
 * The late-payment terms (content-and-terms.md: 100 kr. per reminder plus 0.70 % interest per started month;
 * Danish law: at most three reminder fees, reminders at least 10 days apart) as exact øre arithmetic
 * (decision 026). Dates are calendar days in Copenhagen as 'YYYY-MM-DD'.
 */

import { addMonths } from '../../../lib/add-months.ts';

export const reminderTerms = {
  feeOre: 10_000,
  /** 0.70 % per started month, in basis points. */
  interestBasisPointsPerMonth: 70,
  maxReminders: 3,
  minDaysBetween: 10,
  /** The terms' line after a written demand: the third reminder says it. */
  demandDays: 14,
} as const;

const copenhagenDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day `at` falls on in Copenhagen. */
export function copenhagenDate(at: Date): string {
  return copenhagenDay.format(at);
}

/**
 * Started months of lateness on `today`: the first month starts the day after the due date, the next one
 * the day after the same date a month later (clamped at month ends), and so on. 0 on or before the due date.
 * Due 31 January: 1 February to 28 February is month 1, 1 March starts month 2.
 */
export function startedMonthsLate(dueDate: string, today: string): number {
  if (today <= dueDate) return 0;
  let full = 0;
  while (addMonths(dueDate, full + 1) <= today) full += 1;
  return addMonths(dueDate, full) < today ? full + 1 : full;
}

/**
 * Interest as of `today`: simple interest on the invoice total (incl. VAT, what the customer owes; fees bear
 * none) at 0.70 % per started month, rounded once to øre, half up.
 */
export function interestOre(totalOre: number, dueDate: string, today: string): number {
  const months = startedMonthsLate(dueDate, today);
  const numerator = BigInt(totalOre) * BigInt(reminderTerms.interestBasisPointsPerMonth * months);
  return Number((numerator * 2n + 10_000n) / 20_000n);
}

export interface ReminderFigures {
  number: number;
  feeOre: number;
  /** All fees so far, this one included. */
  feesOre: number;
  interestOre: number;
  outstandingOre: number;
}

/** What reminder `number` shows: its fee, every fee so far, the interest to date and the new total. */
export function reminderFigures(input: { totalOre: number; dueDate: string; today: string; number: number }): ReminderFigures {
  const feesOre = reminderTerms.feeOre * input.number;
  const interest = interestOre(input.totalOre, input.dueDate, input.today);
  return {
    number: input.number,
    feeOre: reminderTerms.feeOre,
    feesOre,
    interestOre: interest,
    outstandingOre: input.totalOre + feesOre + interest,
  };
}

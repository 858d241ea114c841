import { z } from 'zod';
import type { LevelKey } from '../constants/levels.ts';
import { pathId } from './fields.ts';

/**
 * Student payouts (issue 12, decision 026). The student's pay is a share of the invoiced amount excl. VAT,
 * set per level by staff; holiday pay (feriepenge) is 12.5 % of the pay, shown and paid apart.
 */
export const payoutDefaults: Record<LevelKey, number> = {
  'rough-diamond': 60,
  'rising-star': 65,
  mastermind: 70,
};

/** Feriepenge: 12.5 % of the pay (ferieloven), as a fraction per mille so øre arithmetic stays integer. */
export const holidayPayPerMille = 125;

/** `2026-11`: a payroll month, in URLs and filters. */
export const payoutMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const payoutMonthParam = z.object({
  month: z.string({ error: 'validation.type' }).regex(payoutMonthPattern, { error: 'validation.format' }),
});

/** PUT /payout-rates/:levelId: a percentage above 0 and at most 100, with at most two decimals. */
export const payoutRateInputSchema = z.object({
  share_percent: z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.type') })
    .gt(0, { error: 'validation.min' })
    .max(100, { error: 'validation.max' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'validation.format' }),
});
export type PayoutRateInput = z.input<typeof payoutRateInputSchema>;

export const levelIdParam = z.object({
  levelId: pathId(),
});

export const payoutRateSchema = z.object({
  level_id: z.number(),
  level_key: z.string(),
  level_name: z.string(),
  share_percent: z.number(),
  /** True while staff have not set this level's share: the default of decision 026 applies. */
  is_default: z.boolean(),
});
export type PayoutRate = z.infer<typeof payoutRateSchema>;

export const payoutStatuses = ['pending', 'paid', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
export const payoutKinds = ['earning', 'reversal'] as const;

/** Amounts in kr. with two decimals (stored as integer øre). */
export const payoutSchema = z.object({
  id: z.number(),
  month: z.string(),
  /** 'cancelled': the invoice was credited before the line was paid; it is never paid (issue 34). */
  status: z.enum(payoutStatuses),
  /** 'reversal': a paid line's pay deducted again after its invoice was credited (negative amounts). */
  kind: z.enum(payoutKinds),
  /** A reversal's earning line. */
  reverses_payout_id: z.number().nullable(),
  cancelled_at: z.string().nullable(),
  share_percent: z.number(),
  pay: z.number(),
  holiday_pay: z.number(),
  total: z.number(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  project: z.object({ id: z.number(), name: z.string() }).nullable(),
  student: z.object({ id: z.number(), name: z.string() }).nullable(),
  invoice: z.object({ id: z.number(), number: z.string() }).nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

const amountsSchema = z.object({ pay: z.number(), holiday_pay: z.number(), total: z.number(), lines: z.number() });
export type PayoutAmounts = z.infer<typeof amountsSchema>;

/**
 * One month of GET /payouts/summary: a student's own lines, or every line for staff. Earned is pending plus
 * paid (a reversal counts there with its negative amounts); cancelled lines are shown apart and never earned.
 */
export const payoutMonthSummarySchema = z.object({
  month: z.string(),
  earned: amountsSchema,
  pending: amountsSchema,
  paid: amountsSchema,
  cancelled: amountsSchema,
});
export type PayoutMonthSummary = z.infer<typeof payoutMonthSummarySchema>;

export const payoutSummaryResponseSchema = z.object({ data: z.array(payoutMonthSummarySchema) });

export const markMonthPaidResponseSchema = z.object({
  data: z.object({ month: z.string(), paid_lines: z.number(), pay: z.number(), holiday_pay: z.number() }),
});

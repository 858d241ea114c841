import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { requiredString } from './fields.ts';
import { ratingSchema } from './students.ts';

/**
 * Lengths of a rating's texts. The spec names the fields and the score range only; these bounds are
 * ours (decision 020): room for a real testimonial, not for a pasted document.
 */
export const ratingTextMax = { title: 100, name: 100, position: 100, body: 2000 } as const;

const scoreField = z
  .number({ error: (iss) => (iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.type') })
  .int({ error: 'validation.type' })
  .min(limits.ratingScoreMin, { error: 'validation.min' })
  .max(limits.ratingScoreMax, { error: 'validation.max' });

/** An empty position is no position: the card then shows the name alone. */
const positionField = z
  .string({ error: 'validation.type' })
  .trim()
  .max(ratingTextMax.position, { error: 'validation.max' })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** What a customer writes about the student of their finalized project (spec: Rating fields). */
export const ratingInputSchema = z.object({
  title: requiredString(ratingTextMax.title),
  score: scoreField,
  name: requiredString(ratingTextMax.name),
  position: positionField,
  body: requiredString(ratingTextMax.body),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

/** Staff add and edit ratings on any student; the customer it came from is optional (spec section 5). */
export const staffRatingInputSchema = ratingInputSchema.extend({
  customer_id: z.number({ error: 'validation.type' }).int().positive().max(2_147_483_647).nullable().optional(),
});
export type StaffRatingInput = z.input<typeof staffRatingInputSchema>;

/** A rating as staff see it: which customer and project it came from. */
export const staffRatingSchema = ratingSchema.extend({
  customer_id: z.number().nullable(),
  project_id: z.number().nullable(),
});
export type StaffRating = z.infer<typeof staffRatingSchema>;

/**
 * The rating page of one project, for its customer: whom they rate, their rating if written, and
 * whether they may write or change it now.
 */
export const projectRatingSchema = z.object({
  project: z.object({ id: z.number(), name: z.string(), finalized: z.boolean() }),
  student: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  rating: ratingSchema.nullable(),
  /** When the customer's own rating stops being editable; null before it is written. */
  editable_until: z.string().nullable(),
  can_create: z.boolean(),
  can_edit: z.boolean(),
});
export type ProjectRating = z.infer<typeof projectRatingSchema>;

import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { requiredString } from './fields.ts';

/**
 * Testimonials on the home page (issue 11, decision 024): a customer writes one, staff approve it before
 * it shows. The bounds are ours: the carousel card has room for about 600 characters, and a text shorter
 * than 20 says nothing a visitor can use.
 */
export const testimonialLimits = {
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 600,
  nameMax: 80,
  positionMax: 80,
  companyMax: 120,
  /** Unapproved testimonials one customer may have waiting at a time; a fourth is 422. */
  pendingPerCustomer: 3,
  /** The home carousel shows at most this many, newest approved first. */
  publicMax: 12,
} as const;

const scoreField = z
  .number({ error: (iss) => (iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.type') })
  .int({ error: 'validation.type' })
  .min(limits.ratingScoreMin, { error: 'validation.min' })
  .max(limits.ratingScoreMax, { error: 'validation.max' });

/** An optional text left empty is no text: stored as null, so the card shows nothing for it. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.type' })
    .trim()
    .max(max, { error: 'validation.max' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** What a customer writes (POST /testimonials). */
export const testimonialInputSchema = z.object({
  score: scoreField,
  title: requiredString(testimonialLimits.titleMax),
  body: requiredString(testimonialLimits.bodyMax).pipe(z.string().min(testimonialLimits.bodyMin, { error: 'validation.min' })),
  name: requiredString(testimonialLimits.nameMax),
  position: optionalText(testimonialLimits.positionMax),
  company: optionalText(testimonialLimits.companyMax),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

/** A testimonial as the home page shows it: never whose it is. */
export const publicTestimonialSchema = z.object({
  id: z.number(),
  score: z.number(),
  title: z.string(),
  body: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;

/** A customer's own testimonial, with whether it shows yet. */
export const ownTestimonialSchema = publicTestimonialSchema.extend({
  approved: z.boolean(),
  created_at: z.string(),
});
export type OwnTestimonial = z.infer<typeof ownTestimonialSchema>;

/** A testimonial in the staff table: who wrote it (none for seed rows) and when it was approved. */
export const staffTestimonialSchema = ownTestimonialSchema.extend({
  approved_at: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type StaffTestimonial = z.infer<typeof staffTestimonialSchema>;

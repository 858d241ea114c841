import { z } from 'zod';
import { priceLimits } from '../constants/price-limits.ts';
import { priceTypes, projectStatuses } from '../constants/project-statuses.ts';
import { parseAmountText } from '../rules/amount-text.ts';
import { conversationPartySchema } from './conversations.ts';
import { requiredString } from './fields.ts';

/**
 * An id from a form or a JSON body ('12' or 12). Not `z.coerce`: it turns a missing value into NaN before
 * the error is chosen, so a missing id would say `validation.type` instead of `validation.required`.
 */
const positiveId = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value),
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.type') })
      .int({ error: 'validation.type' })
      .positive({ error: 'validation.type' })
      .max(2_147_483_647, { error: 'validation.type' }),
  );

/** POST projects: the contact flow's send (spec section 7). */
export const createProjectSchema = z.object({
  name: requiredString(200),
  message: requiredString(5000),
  skill_id: positiveId(),
  student_id: positiveId(),
  customer_id: positiveId(),
});
export type CreateProject = z.infer<typeof createProjectSchema>;

/** The header a quick-registered (not yet logged-in) customer sends instead of a Bearer token. */
export const projectTokenHeader = 'x-project-token';

export const projectSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string(),
  status: z.enum(projectStatuses),
  price_type: z.enum(priceTypes),
  starting_price: z.number().nullable(),
  skill_id: z.number(),
  student_id: z.number(),
  customer_id: z.number(),
  conversation_id: z.number(),
  created_at: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const createProjectResponseSchema = z.object({ data: projectSummarySchema });

/**
 * A number of kroner or hours from a form or a JSON body ('2,5', '2.5', '1.500' or 2.5), between `min` and
 * `max` (decision 014: every money and hours field is bounded, so no value can overflow numeric(12,2)),
 * rounded to the two decimals it is stored with, so what the server stores, says and compares is what was
 * sent. A text is read whole (`parseAmountText`): one that is not a number is `validation.type`, never a
 * number made of the characters that happened to fit. `aboveMin` makes the minimum exclusive.
 */
const amount = (min: number, max: number, { aboveMin = false } = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? (parseAmountText(value) ?? Number.NaN) : value),
    z
      .number({
        error: (iss) =>
          iss.input === undefined || iss.input === null || iss.input === '' ? 'validation.required' : 'validation.type',
      })
      .finite({ error: 'validation.type' })
      .check(aboveMin ? z.gt(min, { error: 'validation.min' }) : z.gte(min, { error: 'validation.min' }))
      .max(max, { error: 'validation.max' })
      .transform((value) => Math.round(value * 100) / 100),
  );

/** Kroner excluding VAT: an offer for the whole task, or per hour, as the customer accepts it. */
export const offerAmount = () => amount(0, priceLimits.offerMax);
/**
 * The price a student posts: more than 0 kr. (decision 060; the spec's "at least 0" let a slip become a
 * free, binding offer). Accepting still takes 0, so an offer posted before this rule can be answered.
 */
export const postedOfferAmount = () => amount(0, priceLimits.offerMax, { aboveMin: true });
/** Hours: offered, extra or used. */
export const hoursAmount = () => amount(priceLimits.hoursMin, priceLimits.hoursMax);

/** POST projects/{id}/priceOffer: offer > 0; hours >= 1 unless the project is priced per unit (server checks). */
export const priceOfferSchema = z.object({
  offer: postedOfferAmount(),
  hours: hoursAmount().optional(),
  /** Fixed price for the whole task ('unit') or hourly; defaults to the project's type from the paygrade. */
  price_type: z.enum(priceTypes, { error: 'validation.format' }).optional(),
});
export type PriceOffer = z.infer<typeof priceOfferSchema>;

/**
 * POST projects/{id}/acceptPriceOffer: the whole offer the customer saw, price, price type and hours (null
 * or absent for a fixed price). Any difference from the current offer is 409 OFFER_CHANGED, an offer
 * older than 7 days 409 OFFER_EXPIRED (decision 014).
 */
export const acceptPriceOfferSchema = z
  .object({
    offer: offerAmount(),
    price_type: z.enum(priceTypes, {
      error: (iss) => (iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.format'),
    }),
    hours: hoursAmount().nullable().optional(),
  })
  .check((ctx) => {
    if (ctx.value.price_type === 'hourly' && (ctx.value.hours === undefined || ctx.value.hours === null)) {
      ctx.issues.push({ code: 'custom', path: ['hours'], message: 'validation.required', input: ctx.value.hours });
    }
  });
export type AcceptPriceOffer = z.infer<typeof acceptPriceOfferSchema>;

/** POST projects/{id}/finalize: hours used, required for hourly projects, at most the billable hours (server). */
export const finalizeSchema = z.object({ hours: hoursAmount().optional() });
export type Finalize = z.infer<typeof finalizeSchema>;

/** POST projects/{id}/requestExtraHours: hours beyond the accepted offer, and why (decision 014). */
export const requestExtraHoursSchema = z.object({
  hours: hoursAmount(),
  reason: requiredString(2000),
});
export type RequestExtraHours = z.infer<typeof requestExtraHoursSchema>;

/**
 * POST projects/{id}/approveExtraHours and declineExtraHours: the requested hours the customer saw; a
 * request replaced in the meantime is 409 OFFER_CHANGED, as for the offer itself.
 */
export const answerExtraHoursSchema = z.object({ hours: hoursAmount() });
export type AnswerExtraHours = z.infer<typeof answerExtraHoursSchema>;

/** POST projects/{id}/cancel and the staff close: the reason, required. */
export const cancelProjectSchema = z.object({ message: requiredString(2000) });
export type CancelProject = z.infer<typeof cancelProjectSchema>;

/**
 * PUT projects/{id} (staff, issue 36): corrections, each field optional but at least one. The price is the
 * accepted one and may be corrected only while the project is accepted and not yet invoiced (the server
 * answers 409 otherwise); hourly needs the accepted hours.
 */
export const staffProjectEditSchema = z
  .object({
    name: requiredString(200).optional(),
    skill_id: positiveId().optional(),
    price: z
      .object({
        price_type: z.enum(priceTypes, {
          error: (iss) => (iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.format'),
        }),
        price: offerAmount(),
        hours: hoursAmount().nullable().optional(),
      })
      .check((ctx) => {
        if (ctx.value.price_type === 'hourly' && (ctx.value.hours === undefined || ctx.value.hours === null)) {
          ctx.issues.push({ code: 'custom', path: ['hours'], message: 'validation.required', input: ctx.value.hours });
        }
      })
      .optional(),
  })
  .check((ctx) => {
    if (ctx.value.name === undefined && ctx.value.skill_id === undefined && ctx.value.price === undefined) {
      ctx.issues.push({ code: 'custom', path: ['name'], message: 'validation.required', input: ctx.value.name });
    }
  });
export type StaffProjectEdit = z.infer<typeof staffProjectEditSchema>;

/** DELETE projects/{id} (staff): what went with the project, for the confirmation toast and the audit. */
export const deletedProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  messages: z.number(),
  files: z.number(),
});
export type DeletedProject = z.infer<typeof deletedProjectSchema>;

export const projectNotesSchema = z.object({ notes: z.string().trim().max(5000, { error: 'validation.max' }) });

const partySummary = z.object({ id: z.number(), name: z.string(), user_id: z.number() });

/** A project as the lists and the conversation's details panel show it (GET projects, projects/{id}). */
export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string(),
  status: z.enum(projectStatuses),
  open: z.boolean(),
  price_type: z.enum(priceTypes),
  starting_price: z.number().nullable(),
  offered_price: z.number().nullable(),
  offered_hours: z.number().nullable(),
  /** When the current offer was posted (or last re-sent); it is valid for 7 days (decision 014). */
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  accepted_price: z.number().nullable(),
  /** Hourly work: the accepted hours plus approved extra hours, the most finalize may bill; null for a fixed price. */
  billable_hours: z.number().nullable(),
  extra_hours_approved: z.number(),
  /** The student's pending request for extra hours, which the customer approves or declines. */
  extra_hours_request: z.object({ hours: z.number(), reason: z.string(), requested_at: z.string() }).nullable(),
  hours_used: z.number().nullable(),
  final_price: z.number().nullable(),
  price_accepted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  finalized_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  skill_id: z.number(),
  student_id: z.number(),
  customer_id: z.number(),
  conversation_id: z.number().nullable(),
  /** Employees only. */
  notes: z.string().nullable().optional(),
  skill: z.object({ id: z.number(), name: z.string() }).optional(),
  student: partySummary.extend({ slug: z.string() }).optional(),
  customer: partySummary.extend({ company_name: z.string().nullable() }).optional(),
  /** includes[]=conversation (or conversation.sender / conversation.addressee, which add the parties). */
  conversation: z
    .object({
      id: z.number(),
      sender_user_id: z.number(),
      addressee_user_id: z.number(),
      sender: conversationPartySchema.nullable().optional(),
      addressee: conversationPartySchema.nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectEventSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  type: z.string(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  account: z.object({ user_id: z.number(), name: z.string(), account_type: z.string() }).nullable().optional(),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;

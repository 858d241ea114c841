import { z } from 'zod';
import { limits, type Referral, referralValues } from '../constants/limits.ts';
import { emailField, newPasswordField, optionalString, requiredString } from './fields.ts';
import { vatNumberField } from './vat.ts';

const phoneField = () => requiredString(40).pipe(z.string().min(limits.phoneMin, { error: 'validation.min' }));
const postcodeField = () => requiredString(20).pipe(z.string().min(limits.postcodeMin, { error: 'validation.min' }));
/** Empty VAT means "no company"; a given one is 2 to 13 characters. */
const optionalVat = () =>
  z
    .union([z.literal(''), vatNumberField()])
    .optional()
    .transform((value) => value || undefined);

/**
 * Sent value of the referral select: one of the values, or 'other: <free text>'. A bare 'other' is
 * refused: the free text is required when the referral is other (spec section 5).
 */
export const referralPayloadField = () =>
  z
    .string({ error: 'validation.type' })
    .trim()
    .max(300, { error: 'validation.max' })
    .refine(
      (value) =>
        (value !== 'other' && (referralValues as readonly string[]).includes(value)) ||
        (value.startsWith('other: ') && value.slice('other: '.length).trim().length > 0),
      { error: 'validation.format' },
    );

/** POST customers: the registration payload of spec section 3, as the server validates it. */
export const customerRegistrationSchema = z.object({
  first_name: requiredString(limits.nameMax),
  last_name: requiredString(limits.nameMax),
  phone_number: phoneField(),
  email: emailField(),
  password: newPasswordField(),
  vat_number: optionalVat(),
  company_name: optionalString(200),
  postcode: postcodeField(),
  city: requiredString(100),
  address: requiredString(200),
  referral: referralPayloadField().optional(),
  newsletter: z.boolean({ error: 'validation.type' }).default(false),
});
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

/**
 * The registration form as the user fills it: the referral select and its free text are separate
 * fields. `toRegistrationPayload` turns it into the payload ('other: <text>').
 */
export const customerRegistrationFormSchema = customerRegistrationSchema
  .omit({ referral: true })
  .extend({
    referral: z.enum(referralValues).or(z.literal('')).optional(),
    referralOther: z.string().trim().max(280, { error: 'validation.max' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.referral === 'other' && !value.referralOther) {
      ctx.addIssue({ code: 'custom', path: ['referralOther'], message: 'validation.required' });
    }
  });
export type CustomerRegistrationForm = z.input<typeof customerRegistrationFormSchema>;

export function toRegistrationPayload(form: z.output<typeof customerRegistrationFormSchema>): CustomerRegistration {
  const { referralOther, referral, ...rest } = form;
  const sent: string | undefined =
    referral === 'other' ? `other: ${referralOther ?? ''}` : referral ? (referral satisfies Referral) : undefined;
  return { ...rest, referral: sent };
}

/**
 * POST customers/quick: the contact flow's quick registration (name, phone, e-mail). The account has no
 * password until the customer confirms the e-mail and chooses one.
 */
export const quickRegistrationSchema = z.object({
  name: requiredString(limits.nameMax),
  phone_number: phoneField(),
  email: emailField(),
});
export type QuickRegistration = z.infer<typeof quickRegistrationSchema>;

/** PUT customers/{id}: 'Customer information' rules of spec section 5; notes only count for employees. */
export const customerUpdateSchema = z.object({
  first_name: requiredString(limits.nameMax),
  // May be empty: a quick registration with a one-word name has no last name, and such a customer must
  // still be able to save the address that accepting an offer needs (decision 010).
  last_name: z.string({ error: 'validation.type' }).trim().max(limits.nameMax, { error: 'validation.max' }).default(''),
  phone_number: phoneField(),
  company_name: optionalString(200),
  vat_number: optionalVat(),
  address: requiredString(200),
  postcode: postcodeField(),
  city: requiredString(100),
  notes: optionalString(limits.textMax),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

export const customerSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  company_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  vat_verified: z.boolean(),
  is_company: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  /** Staff only; absent for the customer themself. */
  notes: z.string().nullable().optional(),
  referral: z.string().nullable(),
  newsletter: z.boolean(),
  is_new_registration: z.boolean(),
  created_at: z.string(),
  user: z.object({ id: z.number(), email: z.string(), activated: z.boolean(), confirmed: z.boolean() }).optional(),
  projects: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        status: z.string(),
        created_at: z.string(),
        student: z.object({ id: z.number(), name: z.string(), slug: z.string() }).optional(),
      }),
    )
    .optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const quickRegistrationResponseSchema = z.object({
  data: customerSchema,
  /**
   * Short-lived, single-use authorisation to create one project for this new customer, sent back as the
   * `X-Project-Token` header of POST projects (docs/decisions/010-quick-registration.md).
   */
  project_token: z.string(),
});

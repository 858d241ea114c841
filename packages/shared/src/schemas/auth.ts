import { z } from 'zod';
import { accountTypes } from '../constants/account-types.ts';
import { emailField, newPasswordField, requiredString } from './fields.ts';

export const loginRequestSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.type') })
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.max' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone_number: z.string().nullable(),
  slug: z.string().nullable(),
  type: z.enum(accountTypes),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  avatars: z.object({ primary: z.string().nullable() }),
});
export type SessionAccount = z.infer<typeof sessionAccountSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  account_type: z.enum(accountTypes),
  account: sessionAccountSchema,
  user_id: z.number(),
  latest_conversation_id: z.number().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const resetRequestSchema = z.object({ email: emailField() });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetChangeSchema = z.object({
  token: requiredString(200),
  password: newPasswordField(),
});
export type ResetChange = z.infer<typeof resetChangeSchema>;

/**
 * A reset answers `ok`; a customer choosing the first password of a quick registration is also logged
 * in, as a login would, since the flow promised to take them straight to their project (decision 063).
 */
export const resetChangeResponseSchema = z.object({ ok: z.literal(true), session: loginResponseSchema.optional() });
export type ResetChangeResponse = z.infer<typeof resetChangeResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

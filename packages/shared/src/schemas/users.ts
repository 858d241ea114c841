import { z } from 'zod';
import { accountTypes } from '../constants/account-types.ts';
import { limits } from '../constants/limits.ts';
import { sessionAccountSchema } from './auth.ts';
import { emailField, newPasswordField, requiredString } from './fields.ts';

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  pending_email: z.string().nullable(),
  activated: z.boolean(),
  confirmed: z.boolean(),
  avatar: z.string().nullable(),
  account_type: z.enum(accountTypes),
  account: sessionAccountSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The password the user logs in with now, sent to prove that whoever changes the login details is the
 * account's owner and not someone holding a borrowed session. Only checked, never stored, so no rule but
 * its length: an old password may predate today's format rule.
 */
export const currentPasswordField = () => z.string({ error: 'validation.type' }).max(128, { error: 'validation.max' });

/**
 * Change login details: each field only when changed; nothing is sent when neither is. A change of one's
 * own e-mail or password also needs `current_password` (422 `validation.required` when missing,
 * `validation.current_password` when wrong); the server decides that, since it depends on whose account.
 */
export const updateUserSchema = z
  .object({
    email: emailField().optional(),
    password: newPasswordField().optional(),
    current_password: currentPasswordField().optional(),
  })
  .refine((value) => value.email !== undefined || value.password !== undefined, {
    error: 'validation.required',
    path: ['email'],
  });
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** Asks for a fresh confirmation mail by address, for a login answered NOT_CONFIRMED (no link at hand). */
export const resendConfirmationSchema = z.object({ email: emailField() });
export type ResendConfirmation = z.infer<typeof resendConfirmationSchema>;

export const activateUserSchema = z.object({ sendActivationMail: z.boolean().default(false) });

export const confirmationResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    needs_password: z.boolean(),
    /**
     * Only when `needs_password`: a single-use reset-purpose token (60 minutes) with which the quick-registered
     * customer chooses a password on /password/reset right after confirming.
     */
    password_token: z.string().nullable(),
  }),
});

/**
 * Contact information (spec section 5): name required, phone required, numeric, at least 8. People type
 * phone numbers with spaces and a country prefix, so spaces are stripped and one leading + is allowed.
 */
export const contactInfoSchema = z.object({
  name: requiredString(limits.nameMax),
  phone_number: requiredString(40).pipe(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\+?\d+$/, { error: 'validation.format' })
          .min(limits.phoneMin, { error: 'validation.min' }),
      ),
  ),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

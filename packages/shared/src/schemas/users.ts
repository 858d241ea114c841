import { z } from 'zod';
import { accountTypes } from '../constants/account-types.ts';
import { sessionAccountSchema } from './auth.ts';
import { emailField, newPasswordField } from './fields.ts';

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

/** Change login details: each field only when changed; nothing is sent when neither is. */
export const updateUserSchema = z
  .object({
    email: emailField().optional(),
    password: newPasswordField().optional(),
  })
  .refine((value) => value.email !== undefined || value.password !== undefined, {
    error: 'validation.required',
    path: ['email'],
  });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const activateUserSchema = z.object({ sendActivationMail: z.boolean().default(false) });

export const confirmationResponseSchema = z.object({
  data: z.object({ email: z.string(), needs_password: z.boolean() }),
});

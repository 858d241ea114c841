import { z } from 'zod';
import { limits } from '../constants/limits.ts';

/**
 * Field builders whose issue messages are the API's field codes (`validation.required`, ...). The server
 * sends these codes in `errors`; the web app translates them with the parameters (min, max).
 */
const typeError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.type';

export const requiredString = (max: number = limits.textMax) =>
  z.string({ error: typeError }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.max' });

export const optionalString = (max: number = limits.textMax) =>
  z.string({ error: 'validation.type' }).trim().max(max, { error: 'validation.max' }).optional();

export const emailField = () =>
  z
    .string({ error: typeError })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(limits.emailMax, { error: 'validation.max' })
    .pipe(z.email({ error: 'validation.email' }))
    .transform((value) => value.toLowerCase());

/** Password rule of customer registration: at least 8, only letters, digits, dashes and underscores. */
export const newPasswordField = () =>
  z
    .string({ error: typeError })
    .min(1, { error: 'validation.required' })
    .min(limits.passwordMin, { error: 'validation.min' })
    .max(128, { error: 'validation.max' })
    .regex(/^[\p{L}\p{N}_-]+$/u, { error: 'validation.format' });

export const idParam = z.object({
  id: z.coerce.number({ error: 'validation.type' }).int().positive().max(2_147_483_647),
});

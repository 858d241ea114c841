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

/**
 * A row id as written in a path or a query string: the canonical decimal form of a positive integer up
 * to 2^31-1. "03", "+3", "3e0", "0x3" and " 3" are not ids (issue 33): one row has one URL.
 */
export const pathId = () =>
  z
    .string({ error: 'validation.type' })
    .regex(/^[1-9][0-9]{0,9}$/, { error: 'validation.type' })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { error: 'validation.type' }));

export const idParam = z.object({ id: pathId() });

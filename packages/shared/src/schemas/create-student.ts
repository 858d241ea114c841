import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { emailField, requiredString } from './fields.ts';
import { contactInfoSchema } from './users.ts';

const int4 = 2_147_483_647;

/** Today's date in Copenhagen as YYYY-MM-DD: a birthday turns at Danish midnight, not at UTC's. */
export function copenhagenToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The latest date of birth a student may have: today minus 17 years (spec sections 5 and 9). Compared as
 * strings, so a 29 February today gives '...-02-29' even in a year without one, which still orders right.
 */
export function latestStudentBirthDate(now: Date = new Date()): string {
  const today = copenhagenToday(now);
  return `${String(Number(today.slice(0, 4)) - limits.studentMinAge).padStart(4, '0')}${today.slice(4)}`;
}

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** 'YYYY-MM-DD', a real day after 1900, at least 17 years ago (`validation.min_age` otherwise). */
export const dateOfBirthField = () =>
  z
    .string({ error: (iss) => (iss.input == null ? 'validation.required' : 'validation.type') })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.format', abort: true })
    .refine((value) => isRealDate(value) && value >= '1900-01-01', { error: 'validation.format', abort: true })
    .refine((value) => value <= latestStudentBirthDate(), { error: 'validation.min_age' });

/** A student's phone number: the contact-information rule (digits, one leading +, spaces dropped, at least 8). */
export const studentPhoneField = () => contactInfoSchema.shape.phone_number;

/** A positive database id; anything else is the field's `validation.type`. */
export const idField = () =>
  z
    .number({ error: (iss) => (iss.input == null ? 'validation.required' : 'validation.type') })
    .int({ error: 'validation.type' })
    .positive({ error: 'validation.type' })
    .max(int4, { error: 'validation.type' });

/** At least one skill (spec: 'Student skills edit: at least one skill'), each once. */
export const studentSkillsField = () =>
  z
    .array(idField(), { error: (iss) => (iss.input == null ? 'validation.required' : 'validation.type') })
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.max' })
    .transform((ids) => [...new Set(ids)]);

/**
 * POST /students (employees only, decision 022). Without a password the account gets none and the
 * student is mailed a 7-day set-password link; with one, `skipEmailVerification` decides between the
 * ordinary confirmation mail and an address confirmed at once. `employeeConversations` are employee ids
 * who each open a conversation with the new student.
 */
export const createStudentSchema = z.strictObject({
  name: requiredString(limits.nameMax),
  email: emailField(),
  phone_number: studentPhoneField(),
  date_of_birth: dateOfBirthField(),
  level_id: idField(),
  skills: studentSkillsField(),
  password: z
    .string({ error: 'validation.type' })
    .min(limits.passwordMin, { error: 'validation.min' })
    .max(128, { error: 'validation.max' })
    .optional(),
  skipEmailVerification: z.boolean({ error: 'validation.type' }).default(false),
  activateUser: z.boolean({ error: 'validation.type' }).default(false),
  employeeConversations: z
    .array(idField(), { error: 'validation.type' })
    .max(50, { error: 'validation.max' })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type CreateStudent = z.infer<typeof createStudentSchema>;
export type CreateStudentInput = z.input<typeof createStudentSchema>;

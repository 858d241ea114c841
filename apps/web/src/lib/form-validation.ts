import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { TranslationKey } from './i18n-keys.ts';

const fieldCodes = new Set([
  'validation.required',
  'validation.email',
  'validation.min',
  'validation.max',
  'validation.format',
  'validation.type',
  'validation.unique',
  'validation.current_password',
  'validation.vat_verified',
  'validation.min_age',
  'validation.skills_min',
  'validation.skill_groups_max',
  'validation.terms',
  'validation.file_type',
  'validation.file_size',
]);

/** Per field, a more telling text for one code (e.g. the password format rule). */
export type MessageOverrides = Record<string, Partial<Record<string, TranslationKey>>>;

function codeOf(issue: z.core.$ZodIssue): string {
  if (fieldCodes.has(issue.message)) return issue.message;
  // Schemas written without codes still get a sensible text instead of zod's English one.
  if (issue.code === 'too_small') return 'validation.min';
  if (issue.code === 'too_big') return 'validation.max';
  if (issue.code === 'invalid_format') return 'validation.format';
  return 'validation.type';
}

function paramsOf(issue: z.core.$ZodIssue): { min?: number; max?: number } {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/** Translates one field code from the shared schemas or the API's `errors`, with its min/max. */
export function translateFieldCode(t: TFunction, code: string, params: { min?: number; max?: number } = {}) {
  const key = (fieldCodes.has(code) ? code : 'validation.type') as TranslationKey;
  return t(key, params);
}

/**
 * Turns a shared zod schema into Mantine's `validate` function: the first issue per field, translated.
 * The schema is the same one the server checks, so the form and the API cannot disagree on a rule.
 */
export function zodFormValidator<Values>(schema: z.ZodType, t: TFunction, overrides: MessageOverrides = {}) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (field in errors) continue;
      const code = codeOf(issue);
      const override = overrides[field]?.[code];
      errors[field] = override ? t(override, paramsOf(issue)) : translateFieldCode(t, code, paramsOf(issue));
    }
    return errors;
  };
}

/**
 * The API's 422 `errors` map as Mantine form errors: the first code per field, translated. `fieldFor`
 * renames a payload field to the form field that holds it (e.g. the referral's free text).
 */
export function apiFieldErrors(
  t: TFunction,
  errors: Record<string, string[]> | undefined,
  overrides: MessageOverrides = {},
  fieldFor: (field: string) => string = (field) => field,
): FormErrors {
  const formErrors: FormErrors = {};
  for (const [field, codes] of Object.entries(errors ?? {})) {
    const code = codes[0];
    if (!code) continue;
    const formField = fieldFor(field);
    const override = overrides[formField]?.[code];
    formErrors[formField] = override ? t(override) : translateFieldCode(t, code);
  }
  return formErrors;
}

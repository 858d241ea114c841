import { limits } from '@studiekraft/shared/constants/limits';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

type TextField = 'short' | 'about';
type Bounds = { min?: number; max?: number };

const labelKey = { short: 'studentTexts.shortLabel', about: 'studentTexts.aboutLabel' } as const;

/** The spec's wording: 'X må ikke fylde mere end N tegn.' / 'X skal mindst fylde N tegn.' */
function message(t: TFunction, field: TextField, code: string, bounds: Bounds): string {
  const label = t(labelKey[field]);
  if (code === 'validation.required') return t('studentTexts.errors.required', { label });
  if (code === 'validation.max') return t('studentTexts.errors.max', { label, max: bounds.max });
  if (code === 'validation.min') return t('studentTexts.errors.min', { label, min: bounds.min });
  if (code === 'validation.no_web_address') return t('studentTexts.errors.webAddress');
  return t('validation.type');
}

const isTextField = (field: string): field is TextField => field === 'short' || field === 'about';

/** The first issue per field of the shared schema, in Danish, with the bound the issue carries. */
export function textFormErrors(t: TFunction, schema: z.ZodType, values: unknown): Partial<Record<TextField, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<TextField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!isTextField(field) || errors[field]) continue;
    const bounds: Bounds =
      issue.code === 'too_big'
        ? { max: Number(issue.maximum) }
        : issue.code === 'too_small'
          ? { min: Number(issue.minimum) }
          : {};
    errors[field] = message(t, field, issue.message, bounds);
  }
  return errors;
}

/** The API's 422 field codes in the same words, with the API's bounds (75; 100 to 1,500). */
export function apiTextErrors(t: TFunction, errors: Record<string, string[]> | undefined) {
  const result: Partial<Record<TextField, string>> = {};
  for (const [field, codes] of Object.entries(errors ?? {})) {
    const code = codes[0];
    if (!code || !isTextField(field)) continue;
    const bounds: Bounds =
      field === 'short' ? { max: limits.shortTextMax } : { min: limits.aboutTextMin, max: limits.aboutTextMax };
    result[field] = message(t, field, code, bounds);
  }
  return result;
}

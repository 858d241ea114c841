import type { FieldErrors } from '@studiekraft/shared/errors';
import type { z } from 'zod';

const knownCodes = new Set([
  'validation.required',
  'validation.email',
  'validation.min',
  'validation.max',
  'validation.unique',
  'validation.format',
  'validation.type',
]);

/** Turns zod issues into the API's `{ field: [code] }` map, whatever message a schema carries. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    let code = issue.message;
    if (!knownCodes.has(code)) {
      if (issue.code === 'too_small') code = 'validation.min';
      else if (issue.code === 'too_big') code = 'validation.max';
      else if (issue.code === 'invalid_format') code = 'validation.format';
      else if (issue.code === 'unrecognized_keys') code = 'validation.format';
      else code = 'validation.type';
    }
    const list = errors[field] ?? [];
    if (!list.includes(code)) list.push(code);
    errors[field] = list;
  }
  return errors;
}

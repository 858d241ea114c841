import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { aboutPlainText, containsWebAddress } from '../rules/about-text.ts';
import { requiredString } from './fields.ts';

/** The short text under the student's name: one limit wherever it is edited (decision 060). */
export const shortTextField = () => requiredString(limits.shortTextMax);

/**
 * The about text as the editor sends it (HTML). Its length is counted on the text a reader sees, and it
 * must not carry a web address (`validation.no_web_address`): the platform is how customers reach a
 * student. The min/max issues carry their bound, so forms can say "skal mindst fylde 100 tegn".
 */
export const aboutTextField = () =>
  z
    .string({ error: (iss) => (iss.input == null ? 'validation.required' : 'validation.type') })
    .max(limits.aboutHtmlMax, { error: 'validation.max' })
    .superRefine((html, ctx) => {
      const text = aboutPlainText(html);
      if (text.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'validation.required', input: html });
      } else if (text.length < limits.aboutTextMin) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: limits.aboutTextMin,
          inclusive: true,
          message: 'validation.min',
          input: html,
        });
      } else if (text.length > limits.aboutTextMax) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: limits.aboutTextMax,
          inclusive: true,
          message: 'validation.max',
          input: html,
        });
      }
      if (containsWebAddress(text)) ctx.addIssue({ code: 'custom', message: 'validation.no_web_address', input: html });
    });

/** What the inline editor on the profile sends: `PUT students/{id}` with {short}. */
export const studentShortSchema = z.object({ short: shortTextField() });

/** What the profile's modal sends: {about, short}. */
export const studentAboutSchema = z.object({ short: shortTextField(), about: aboutTextField() });

/**
 * `PUT students/{id}` as a student may send it for their own profile: the short text alone, or with the
 * about text, the short text up to the same 75 in either shape; the staff shapes ({name, notes},
 * {level_id, skills}) are their own schemas.
 */
export const updateStudentTextsSchema = z.object({ short: shortTextField(), about: aboutTextField().optional() });
export type UpdateStudentTexts = z.infer<typeof updateStudentTextsSchema>;

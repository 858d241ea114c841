import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { dateOfBirthField, idField, studentPhoneField, studentSkillsField } from './create-student.ts';
import { requiredString } from './fields.ts';
import { type UpdateStudentTexts, updateStudentTextsSchema } from './student-texts.ts';

/**
 * The staff shapes of `PUT students/{id}` (decision 022). The texts shapes ({short}, {about, short}) are
 * in student-texts.ts and shared with the owning student.
 */

/** {name, notes, phone_number?, date_of_birth?}: a changed name changes the profile link (old one redirects). */
export const studentDetailsSchema = z.strictObject({
  name: requiredString(limits.nameMax),
  /** Staff notes; empty clears them, leaving the key out keeps them. */
  notes: z
    .string({ error: 'validation.type' })
    .trim()
    .max(limits.textMax, { error: 'validation.max' })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
  phone_number: studentPhoneField().optional(),
  date_of_birth: dateOfBirthField().optional(),
});
export type StudentDetailsUpdate = z.infer<typeof studentDetailsSchema>;

/** {level_id, skills}: the skills replace the student's set; at least one. */
export const studentLevelSkillsSchema = z.strictObject({ level_id: idField(), skills: studentSkillsField() });
export type StudentLevelSkillsUpdate = z.infer<typeof studentLevelSkillsSchema>;

export type StudentUpdate =
  | ({ kind: 'texts' } & UpdateStudentTexts)
  | ({ kind: 'details' } & StudentDetailsUpdate)
  | ({ kind: 'levelSkills' } & StudentLevelSkillsUpdate);
export type StudentUpdateKind = StudentUpdate['kind'];

const levelSkillsKeys = ['level_id', 'skills'];
const detailsKeys = ['name', 'notes', 'phone_number', 'date_of_birth'];

/**
 * Which of the four shapes a body is, by its keys: level or skills make it the level shape, name, notes,
 * phone or date of birth the details shape, anything else the texts shape. Choosing by keys (rather than
 * trying each shape in turn) lets every field error name its field, and lets the route refuse a student
 * the staff shapes (403) before looking at the values.
 */
export function studentUpdateKind(body: unknown): StudentUpdateKind {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'texts';
  const keys = Object.keys(body);
  if (keys.some((key) => levelSkillsKeys.includes(key))) return 'levelSkills';
  if (keys.some((key) => detailsKeys.includes(key))) return 'details';
  return 'texts';
}

const schemaFor = { texts: updateStudentTextsSchema, details: studentDetailsSchema, levelSkills: studentLevelSkillsSchema };

/**
 * `PUT students/{id}` in any of its four shapes, parsed to `{kind, ...fields}`. Field issues keep their
 * field's path; a key the chosen shape does not know is that key's `validation.type`.
 */
export const studentUpdateSchema = z
  .record(z.string(), z.unknown(), { error: 'validation.type' })
  .meta({
    description:
      'One of {short}, {about, short} (the owner or staff), {name, notes, phone_number?, date_of_birth?} or {level_id, skills} (staff only).',
  })
  .transform((body, ctx): StudentUpdate => {
    const kind = studentUpdateKind(body);
    const result = schemaFor[kind].safeParse(body);
    if (result.success) return { kind, ...result.data } as StudentUpdate;
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) ctx.addIssue({ code: 'custom', message: 'validation.type', path: [key], input: body });
      } else {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: body });
      }
    }
    return z.NEVER;
  });

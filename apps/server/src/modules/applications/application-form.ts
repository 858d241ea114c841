import type { FieldErrors } from '@studiekraft/shared/errors';
import {
  applicationFields,
  applicationLimits,
  type StudentApplication,
  studentApplicationSchema,
} from '@studiekraft/shared/schemas/student-application';
import { fileTypeFromFile } from 'file-type';
import type { DbOrTx } from '../../db/client.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { ReceivedPart } from '../../lib/multipart-files.ts';
import { isEmailTaken } from '../accounts/account-repository.ts';
import { findPickableSkills } from './repository.ts';

/** The form's fields as the schema takes them: one value each, skills as a list (repeated or comma-separated). */
function formValues(fields: Record<string, string[]>) {
  const one = (name: string) => fields[name]?.[0];
  const skills = (fields[applicationFields.skills] ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return {
    name: one(applicationFields.name),
    email: one(applicationFields.email),
    phone_number: one(applicationFields.phoneNumber),
    date_of_birth: one(applicationFields.dateOfBirth),
    study_programme: one(applicationFields.studyProgramme),
    institution: one(applicationFields.institution),
    skills,
    message: one(applicationFields.message),
    terms: one(applicationFields.terms),
  };
}

/** Skills that exist and may be picked, from at most 2 groups; the field code that is wrong, or null. */
async function skillsProblem(db: DbOrTx, ids: readonly number[]): Promise<string | null> {
  const found = await findPickableSkills(db, ids);
  if (found.length !== ids.length) return 'validation.type';
  if (new Set(found.map((skill) => skill.group_id)).size > applicationLimits.skillGroupsMax) return 'validation.skill_groups_max';
  return null;
}

/** Under 2 MB and a PDF by its bytes (file-type), whatever its name or the client's Content-Type says. */
async function fileProblem(file: ReceivedPart): Promise<string | null> {
  if (file.tooLarge) return 'validation.file_size';
  const type = await fileTypeFromFile(file.tmpPath);
  return type?.mime === 'application/pdf' ? null : 'validation.file_type';
}

/**
 * A browser sends an empty file input as a part without name or bytes: that is no file. Anything else
 * counts, a named empty file too (and fails as not a PDF).
 */
export const chosenFiles = (files: readonly ReceivedPart[]) => files.filter((file) => file.filename !== '' || file.size > 0);

/**
 * Checks the whole form and answers every wrong field at once, so the form can mark them all: the text
 * fields by the shared schema, then what needs the database (skills, a taken e-mail) and the files.
 */
export async function checkApplicationForm(
  db: DbOrTx,
  fields: Record<string, string[]>,
  files: readonly ReceivedPart[],
): Promise<StudentApplication> {
  const raw = formValues(fields);
  const parsed = studentApplicationSchema.safeParse(raw);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? applicationFields.name);
      errors[field] ??= [issue.message.startsWith('validation.') ? issue.message : 'validation.type'];
    }
  }
  // Skills and e-mail that pass the schema are checked against the database even when another field
  // failed, so a taken e-mail or a third skill group is told now, not on the next try.
  const skills = studentApplicationSchema.shape.skills.safeParse(raw.skills);
  if (skills.success) {
    const problem = await skillsProblem(db, skills.data);
    if (problem) errors[applicationFields.skills] = [problem];
  }
  const email = studentApplicationSchema.shape.email.safeParse(raw.email);
  if (email.success && (await isEmailTaken(db, email.data))) errors[applicationFields.email] = ['validation.unique'];
  for (const file of files) {
    const problem = await fileProblem(file);
    if (problem) {
      errors[applicationFields.files] = [problem];
      break;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return parsed.data;
}

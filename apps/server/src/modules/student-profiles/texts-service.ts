import { limits } from '@studiekraft/shared/constants/limits';
import { aboutPlainText } from '@studiekraft/shared/rules/about-text';
import type { UpdateStudentTexts } from '@studiekraft/shared/schemas/student-texts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { sanitizeAboutInput } from './about-html.ts';
import { getStudentFor } from './service.ts';
import { findStudentVisibility, updateStudentTexts } from './student-repository.ts';

/**
 * The texts as they are stored. The about text is sanitised before it is stored (the toolbar's markup
 * only) and counted again afterwards: markup the sanitiser drops, such as a script's body, must not have
 * carried the text over the minimum. The same for the owner and for staff (decision 021, 022).
 */
export function checkedTexts(input: UpdateStudentTexts): { short: string; about?: string } {
  const values: { short: string; about?: string } = { short: input.short };
  if (input.about !== undefined) {
    const about = sanitizeAboutInput(input.about);
    const length = aboutPlainText(about).length;
    if (length < limits.aboutTextMin)
      throw validationFailed({ about: [length === 0 ? 'validation.required' : 'validation.min'] });
    values.about = about;
  }
  return values;
}

/**
 * PUT students/{id} with {short} or {about, short} by the student whose profile it is. Staff edits of
 * the same texts go through update-student.ts, which adds the audit entry (decision 022).
 */
export async function updateOwnStudentTexts(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: UpdateStudentTexts) {
  const { db } = deps;
  const student = await findStudentVisibility(db, id);
  if (!student) throw notFound();
  if (student.user_id !== viewer.userId) throw forbidden();
  if (!(await updateStudentTexts(db, id, checkedTexts(input)))) throw notFound();
  return getStudentFor(deps, viewer, { id }, {});
}

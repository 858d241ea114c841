import type { FieldErrors } from '@studiekraft/shared/errors';
import type { UpdateStudentTexts } from '@studiekraft/shared/schemas/student-texts';
import type { StudentDetailsUpdate, StudentLevelSkillsUpdate, StudentUpdate } from '@studiekraft/shared/schemas/student-update';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { getStudentFor } from '../student-profiles/service.ts';
import { moveSlug } from '../student-profiles/slug-repository.ts';
import { freeStudentSlug } from '../student-profiles/student-slug.ts';
import { checkedTexts, updateOwnStudentTexts } from '../student-profiles/texts-service.ts';
import {
  type LockedStudent,
  levelExists,
  lockStudentForUpdate,
  replaceStudentSkills,
  studentSkillIds,
  unknownSkillIds,
  updateStudentRow,
} from './staff-repository.ts';

/** Only the fields that change, before and after, so the log shows what an edit did. */
function changes(current: Record<string, unknown>, next: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(current[key] ?? null) === JSON.stringify(value ?? null)) continue;
    before[key] = current[key] ?? null;
    after[key] = value ?? null;
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}

/** Locks the student, runs the edit and writes the audit entry when something changed, in one transaction. */
async function staffEdit(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims,
  id: number,
  edit: (tx: DbOrTx, current: LockedStudent) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>,
) {
  await deps.db.transaction(async (tx) => {
    const current = await lockStudentForUpdate(tx, id);
    if (!current) throw notFound();
    const { before, after } = await edit(tx, current);
    if (Object.keys(after).length > 0)
      await recordAudit(tx, viewer.userId, { action: 'student.updated', entity: { type: 'student', id }, before, after });
  });
  return getStudentFor(deps, viewer, { id }, {});
}

/** {short} or {about, short} by an employee: the owner's rules, plus an audit entry. */
function staffTexts(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: UpdateStudentTexts) {
  return staffEdit(deps, viewer, id, async (tx, current) => {
    const values = checkedTexts(input);
    const diff = changes({ short: current.short, about: current.about }, values);
    if (diff.changed) await updateStudentRow(tx, id, values);
    return diff;
  });
}

/**
 * {name, notes, phone_number?, date_of_birth?}. A new name gets a new free slug and the old one goes to
 * the slug history, so old profile links still find the student (GET /students/slug/:slug).
 */
function staffDetails(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: StudentDetailsUpdate) {
  return staffEdit(deps, viewer, id, async (tx, current) => {
    const values: Record<string, unknown> = { name: input.name };
    if (input.notes !== undefined) values.notes = input.notes;
    if (input.phone_number !== undefined) values.phone_number = input.phone_number;
    if (input.date_of_birth !== undefined) values.date_of_birth = input.date_of_birth;
    if (input.name !== current.name) {
      const slug = await freeStudentSlug(tx, input.name, id);
      if (slug !== current.slug) {
        await moveSlug(tx, id, current.slug, slug);
        values.slug = slug;
      }
    }
    const diff = changes(current, values);
    if (diff.changed) await updateStudentRow(tx, id, values);
    return diff;
  });
}

/** {level_id, skills}: the skills become exactly the given set. Unknown ids are 422 on their field. */
async function staffLevelSkills(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: StudentLevelSkillsUpdate) {
  const { db } = deps;
  const [levelOk, unknownSkills] = await Promise.all([levelExists(db, input.level_id), unknownSkillIds(db, input.skills)]);
  const errors: FieldErrors = {};
  if (!levelOk) errors.level_id = ['validation.format'];
  if (unknownSkills.length > 0) errors.skills = ['validation.format'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const skills = [...input.skills].sort((a, b) => a - b);
  // A level or skill deleted between the check and the write.
  const referenceErrors = {
    foreignKey: { students_level_id_levels_id_fk: 'level_id', student_skills_skill_id_skills_id_fk: 'skills' },
  };
  return withFieldErrors(referenceErrors, () =>
    staffEdit(deps, viewer, id, async (tx, current) => {
      const diff = changes(
        { level_id: current.level_id, skills: await studentSkillIds(tx, id) },
        { level_id: input.level_id, skills },
      );
      if (diff.after.level_id !== undefined) await updateStudentRow(tx, id, { level_id: input.level_id });
      if (diff.after.skills !== undefined) await replaceStudentSkills(tx, id, skills);
      return diff;
    }),
  );
}

/**
 * PUT /students/{id} in its four shapes (decision 022). The texts are the owner's or staff's; name,
 * notes, contact details, level and skills are staff's alone (the route already answered 403 to a
 * student sending those keys). Only staff edits are audit entries: the owner's own texts are not staff
 * actions.
 */
export function updateStudentFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, update: StudentUpdate) {
  const staff = isEmployee(viewer);
  if (update.kind === 'texts') {
    const { kind: _, ...texts } = update;
    return staff ? staffTexts(deps, viewer, id, texts) : updateOwnStudentTexts(deps, viewer, id, texts);
  }
  if (!staff) throw forbidden();
  const { kind, ...fields } = update;
  return kind === 'details'
    ? staffDetails(deps, viewer, id, fields as StudentDetailsUpdate)
    : staffLevelSkills(deps, viewer, id, fields as StudentLevelSkillsUpdate);
}

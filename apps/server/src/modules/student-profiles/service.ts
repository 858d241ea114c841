import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { parseIncludes } from '../../plugins/list-query.ts';
import { sanitizeAbout } from './about-html.ts';
import { presentStudent, type StudentParts } from './presenter.ts';
import { loadApplications, loadProjects, loadStaffFields } from './relations-repository.ts';
import { studentIdByOldSlug } from './slug-repository.ts';
import { type StudentInclude, type StudentRow, staffOnlyIncludes, studentIncludes } from './student-columns.ts';
import { findStudent, findStudentVisibility } from './student-repository.ts';
import type { SkillsOption } from './student-skills-sql.ts';

/** What the skills column must carry for these includes, or undefined when skills are not included. */
export function skillsOption(includes: ReadonlySet<StudentInclude>, staff: boolean): SkillsOption {
  const withPaygrades = includes.has('skills.paygrades');
  if (!withPaygrades && !includes.has('skills')) return undefined;
  return { withPaygrades, onlyVisible: !staff };
}

/** Employee-only relations for a page of students: one query per kind, only for what is included. */
export async function loadStaffParts(
  deps: Pick<Deps, 'db'>,
  rows: readonly StudentRow[],
  includes: ReadonlySet<StudentInclude>,
  staff: boolean,
): Promise<Map<number, StudentParts>> {
  const parts = new Map<number, StudentParts>();
  if (!staff) return parts;
  const { db } = deps;
  const ids = rows.map((row) => row.id);
  const [fields, applications, projects] = await Promise.all([
    loadStaffFields(db, ids),
    includes.has('application') ? loadApplications(db, ids) : undefined,
    includes.has('projects') ? loadProjects(db, ids) : undefined,
  ]);
  for (const id of ids) {
    parts.set(id, {
      staff: {
        fields: fields.get(id),
        ...(applications ? { application: applications.get(id) ?? null } : {}),
        ...(projects ? { projects: projects.get(id) ?? [] } : {}),
      },
    });
  }
  return parts;
}

/** Hidden students exist only for employees and for themselves; to anyone else they are a 404. */
const maySee = (viewer: AccessClaims | null, student: { user_id: number; is_public: boolean }) =>
  student.is_public || isEmployee(viewer) || (viewer !== null && viewer.userId === student.user_id);

/**
 * One student, with every relation the viewer may have unless `includes[]` narrows it; the about text
 * only here, sanitised.
 */
export async function getStudentFor(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims | null,
  by: { id: number } | { slug: string },
  rawQuery: unknown,
) {
  const asked = parseIncludes(rawQuery, studentIncludes);
  const includes = new Set(asked.size > 0 ? asked : studentIncludes);
  const staff = isEmployee(viewer);
  if (!staff) for (const include of staffOnlyIncludes) includes.delete(include);
  const { db } = deps;
  let row = await findStudent(db, by, skillsOption(includes, staff));
  if (!row && 'slug' in by) {
    // A renamed student's old link still finds them; the answer carries the new slug to redirect to.
    const renamedId = await studentIdByOldSlug(db, by.slug);
    if (renamedId !== undefined) row = await findStudent(db, { id: renamedId }, skillsOption(includes, staff));
  }
  if (!row || !maySee(viewer, row)) throw notFound();
  const parts = (await loadStaffParts(deps, [row], includes, staff)).get(row.id);
  return presentStudent(row, { ...parts, about: sanitizeAbout(row.about) });
}

/** Ratings and references of a hidden student are as hidden as the student. */
export async function assertStudentVisible(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, studentId: number) {
  const student = await findStudentVisibility(deps.db, studentId);
  if (!student || !maySee(viewer, student)) throw notFound();
}

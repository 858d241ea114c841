import type { SumByDatePeriodQuery } from '@studiekraft/shared/schemas/date-periods';
import type { FastifyInstance } from 'fastify';
import { students } from '../../db/schema/index.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { sumByDatePeriod } from '../../lib/date-periods.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { maxLimitFor, parseIncludes, parseListQuery } from '../../plugins/list-query.ts';
import { sanitizeAbout } from './about-html.ts';
import { presentStudent, type StudentParts } from './presenter.ts';
import { loadApplications, loadProjects, loadStaffFields } from './relations-repository.ts';
import {
  countStudents,
  listStudents,
  publicStudentListResource,
  type StudentInclude,
  type StudentRow,
  staffOnlyIncludes,
  staffStudentListResource,
  studentIncludes,
  visibilityFilterKeys,
} from './repository.ts';
import { studentIdByOldSlug, studentStats } from './staff-repository.ts';
import { findStudent, findStudentVisibility } from './student-repository.ts';
import type { SkillsOption } from './student-skills-sql.ts';

/**
 * Everything but the employee view is the public view: anonymous visitors, customers and students see
 * only visible students (activated, confirmed, not private), whatever filters they send, and never the
 * staff fields; employee-only includes are accepted and left out for them (decision 007).
 */
function parseStudentList(viewer: AccessClaims | null, rawQuery: unknown) {
  const staff = isEmployee(viewer);
  const maxLimit = maxLimitFor(viewer);
  const list = staff
    ? parseListQuery(rawQuery, staffStudentListResource, { maxLimit })
    : parseListQuery(rawQuery, publicStudentListResource, { ignoreFilters: visibilityFilterKeys, maxLimit });
  if (!staff) for (const include of staffOnlyIncludes) list.includes.delete(include);
  return { list, staff };
}

/** What the skills column must carry for these includes, or undefined when skills are not included. */
function skillsOption(includes: ReadonlySet<StudentInclude>, staff: boolean): SkillsOption {
  const withPaygrades = includes.has('skills.paygrades');
  if (!withPaygrades && !includes.has('skills')) return undefined;
  return { withPaygrades, onlyVisible: !staff };
}

/** Employee-only relations for a page of students: one query per kind, only for what is included. */
async function loadStaffParts(
  app: FastifyInstance,
  rows: readonly StudentRow[],
  includes: ReadonlySet<StudentInclude>,
  staff: boolean,
): Promise<Map<number, StudentParts>> {
  const parts = new Map<number, StudentParts>();
  if (!staff) return parts;
  const { db } = app.database;
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

export async function listStudentsFor(app: FastifyInstance, viewer: AccessClaims | null, rawQuery: unknown) {
  const { list, staff } = parseStudentList(viewer, rawQuery);
  const { rows, total } = await listStudents(app.database.db, list, {
    staff,
    skills: skillsOption(list.includes, staff),
    // Everything the statements are built from: the scope and the query as parsed by Fastify.
    statementKey: `${staff ? 'staff' : 'public'}|${JSON.stringify(rawQuery)}`,
  });
  const parts = await loadStaffParts(app, rows, list.includes, staff);
  return { rows: rows.map((row) => presentStudent(row, parts.get(row.id))), total };
}

export async function countStudentsFor(app: FastifyInstance, viewer: AccessClaims | null, rawQuery: unknown) {
  const { list, staff } = parseStudentList(viewer, rawQuery);
  return countStudents(app.database.db, list, staff);
}

/** New students per period for the staff dashboard's chart, every student whatever their visibility. */
export function sumStudentsByDatePeriod(app: FastifyInstance, query: SumByDatePeriodQuery) {
  return sumByDatePeriod(app.database.db, { table: students, createdAt: students.created_at }, query);
}

/** Hidden students exist only for employees and for themselves; to anyone else they are a 404. */
const maySee = (viewer: AccessClaims | null, student: { user_id: number; is_public: boolean }) =>
  student.is_public || isEmployee(viewer) || (viewer !== null && viewer.userId === student.user_id);

/**
 * One student, with every relation the viewer may have unless `includes[]` narrows it; the about text
 * only here, sanitised.
 */
export async function getStudentFor(
  app: FastifyInstance,
  viewer: AccessClaims | null,
  by: { id: number } | { slug: string },
  rawQuery: unknown,
) {
  const asked = parseIncludes(rawQuery, studentIncludes);
  const includes = new Set(asked.size > 0 ? asked : studentIncludes);
  const staff = isEmployee(viewer);
  if (!staff) for (const include of staffOnlyIncludes) includes.delete(include);
  const { db } = app.database;
  let row = await findStudent(db, by, skillsOption(includes, staff));
  if (!row && 'slug' in by) {
    // A renamed student's old link still finds them; the answer carries the new slug to redirect to.
    const renamedId = await studentIdByOldSlug(db, by.slug);
    if (renamedId !== undefined) row = await findStudent(db, { id: renamedId }, skillsOption(includes, staff));
  }
  if (!row || !maySee(viewer, row)) throw notFound();
  const parts = (await loadStaffParts(app, [row], includes, staff)).get(row.id);
  return presentStudent(row, { ...parts, about: sanitizeAbout(row.about) });
}

/** Ratings and references of a hidden student are as hidden as the student. */
export async function assertStudentVisible(app: FastifyInstance, viewer: AccessClaims | null, studentId: number) {
  const student = await findStudentVisibility(app.database.db, studentId);
  if (!student || !maySee(viewer, student)) throw notFound();
}

/** GET /students/stats (employees): the stats block of the staff student pages. */
export function getStudentStats(app: FastifyInstance) {
  return studentStats(app.database.db);
}

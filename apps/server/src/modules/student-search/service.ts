import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { maxLimitFor, parseListQuery } from '../../plugins/list-query.ts';
import { presentStudent } from '../student-profiles/presenter.ts';
import { loadStaffParts, skillsOption } from '../student-profiles/service.ts';
import { staffOnlyIncludes } from '../student-profiles/student-columns.ts';
import {
  countStudents,
  listStudents,
  publicStudentListResource,
  staffStudentListResource,
  visibilityFilterKeys,
} from './repository.ts';

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

export async function listStudentsFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, rawQuery: unknown) {
  const { list, staff } = parseStudentList(viewer, rawQuery);
  const { rows, total } = await listStudents(deps.db, list, {
    staff,
    skills: skillsOption(list.includes, staff),
    // Everything the statements are built from: the scope and the query as parsed by Fastify.
    statementKey: `${staff ? 'staff' : 'public'}|${JSON.stringify(rawQuery)}`,
  });
  const parts = await loadStaffParts(deps, rows, list.includes, staff);
  return { rows: rows.map((row) => presentStudent(row, parts.get(row.id))), total };
}

export async function countStudentsFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, rawQuery: unknown) {
  const { list, staff } = parseStudentList(viewer, rawQuery);
  return countStudents(deps.db, list, staff);
}

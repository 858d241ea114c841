import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { maxLimitFor, parseListQuery } from '../../plugins/list-query.ts';
import { assertStudentVisible } from '../student-profiles/service.ts';
import { presentReference } from './presenter.ts';
import { findReference, listReferences, referenceListResource } from './repository.ts';

export async function listStudentReferences(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims | null,
  studentId: number,
  rawQuery: unknown,
) {
  const list = parseListQuery(rawQuery, referenceListResource, { maxLimit: maxLimitFor(viewer) });
  await assertStudentVisible(deps, viewer, studentId);
  const { rows, total } = await listReferences(deps.db, studentId, list);
  return { rows: rows.map(presentReference), total };
}

export async function getStudentReference(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims | null,
  studentId: number,
  referenceId: number,
) {
  await assertStudentVisible(deps, viewer, studentId);
  const row = await findReference(deps.db, studentId, referenceId);
  if (!row) throw notFound();
  return presentReference(row);
}

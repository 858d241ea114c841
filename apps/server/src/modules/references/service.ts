import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { maxLimitFor, parseListQuery } from '../../plugins/list-query.ts';
import { assertStudentVisible } from '../students/service.ts';
import { presentReference } from './presenter.ts';
import { findReference, listReferences, referenceListResource } from './repository.ts';

export async function listStudentReferences(
  app: FastifyInstance,
  viewer: AccessClaims | null,
  studentId: number,
  rawQuery: unknown,
) {
  const list = parseListQuery(rawQuery, referenceListResource, { maxLimit: maxLimitFor(viewer) });
  await assertStudentVisible(app, viewer, studentId);
  const { rows, total } = await listReferences(app.database.db, studentId, list);
  return { rows: rows.map(presentReference), total };
}

export async function getStudentReference(
  app: FastifyInstance,
  viewer: AccessClaims | null,
  studentId: number,
  referenceId: number,
) {
  await assertStudentVisible(app, viewer, studentId);
  const row = await findReference(app.database.db, studentId, referenceId);
  if (!row) throw notFound();
  return presentReference(row);
}

import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { maxLimitFor, parseListQuery } from '../../plugins/list-query.ts';
import { assertStudentVisible } from '../students/service.ts';
import { presentRating } from './presenter.ts';
import { findRating, findRatingScore, listRatings, ratingListResource } from './repository.ts';

export async function listStudentRatings(
  app: FastifyInstance,
  viewer: AccessClaims | null,
  studentId: number,
  rawQuery: unknown,
) {
  const list = parseListQuery(rawQuery, ratingListResource, { maxLimit: maxLimitFor(viewer) });
  await assertStudentVisible(app, viewer, studentId);
  const { rows, total } = await listRatings(app.database.db, studentId, list);
  return { rows: rows.map(presentRating), total };
}

export async function getStudentRating(app: FastifyInstance, viewer: AccessClaims | null, studentId: number, ratingId: number) {
  await assertStudentVisible(app, viewer, studentId);
  const row = await findRating(app.database.db, studentId, ratingId);
  if (!row) throw notFound();
  return presentRating(row);
}

export async function getStudentRatingScore(app: FastifyInstance, viewer: AccessClaims | null, studentId: number) {
  await assertStudentVisible(app, viewer, studentId);
  const score = await findRatingScore(app.database.db, studentId);
  if (!score) throw notFound();
  return { average: score.average, count: score.count };
}

import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { maxLimitFor, parseListQuery } from '../../plugins/list-query.ts';
import { assertStudentVisible } from '../student-profiles/service.ts';
import { presentRating } from './presenter.ts';
import { findRating, findRatingScore, listRatings, ratingListResource } from './repository.ts';

export async function listStudentRatings(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims | null,
  studentId: number,
  rawQuery: unknown,
) {
  const list = parseListQuery(rawQuery, ratingListResource, { maxLimit: maxLimitFor(viewer) });
  await assertStudentVisible(deps, viewer, studentId);
  const { rows, total } = await listRatings(deps.db, studentId, list);
  return { rows: rows.map(presentRating), total };
}

export async function getStudentRating(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, studentId: number, ratingId: number) {
  await assertStudentVisible(deps, viewer, studentId);
  const row = await findRating(deps.db, studentId, ratingId);
  if (!row) throw notFound();
  return presentRating(row);
}

export async function getStudentRatingScore(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, studentId: number) {
  await assertStudentVisible(deps, viewer, studentId);
  const score = await findRatingScore(deps.db, studentId);
  if (!score) throw notFound();
  return { average: score.average, count: score.count };
}

import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ratings, students } from '../../db/schema/index.ts';
import type { ListResource, ParsedList } from '../../plugins/list-query.ts';

export const ratingListResource: ListResource<never> = {
  filters: { score: ratings.score, created_at: ratings.created_at },
  sorts: { created_at: ratings.created_at, score: ratings.score, id: ratings.id },
  includes: [],
  defaultSort: { key: 'created_at', direction: 'DESC' },
  // Spec section 9: ratings are shown 3 per page.
  defaultLimit: 3,
};

const columns = {
  id: ratings.id,
  title: ratings.title,
  score: ratings.score,
  name: ratings.name,
  position: ratings.position,
  body: ratings.body,
  created_at: ratings.created_at,
};
export type RatingRow = {
  id: number;
  title: string;
  score: number;
  name: string;
  position: string | null;
  body: string;
  created_at: Date;
};

export async function listRatings(db: DbOrTx, studentId: number, list: ParsedList<never>) {
  const where = and(eq(ratings.student_id, studentId), list.where);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(ratings)
      .where(where)
      .orderBy(...list.orderBy, desc(ratings.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(ratings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findRating(db: DbOrTx, studentId: number, ratingId: number): Promise<RatingRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(ratings)
    .where(and(eq(ratings.student_id, studentId), eq(ratings.id, ratingId)))
    .orderBy(asc(ratings.id));
  return row;
}

/** From the columns the rating triggers keep (migration 0001), not an aggregate over ratings. */
export async function findRatingScore(db: DbOrTx, studentId: number) {
  const [row] = await db
    .select({ average: students.average_rating, count: students.ratings_count })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}

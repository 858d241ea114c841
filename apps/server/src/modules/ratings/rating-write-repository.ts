import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, ratings, students, users } from '../../db/schema/index.ts';

/** The columns a write may set; totals on students follow through the triggers of migration 0001. */
export interface RatingValues {
  title: string;
  score: number;
  name: string;
  position: string | null;
  body: string;
}

const writtenColumns = {
  id: ratings.id,
  student_id: ratings.student_id,
  customer_id: ratings.customer_id,
  project_id: ratings.project_id,
  title: ratings.title,
  score: ratings.score,
  name: ratings.name,
  position: ratings.position,
  body: ratings.body,
  created_at: ratings.created_at,
};
export type WrittenRatingRow = {
  id: number;
  student_id: number;
  customer_id: number | null;
  project_id: number | null;
  title: string;
  score: number;
  name: string;
  position: string | null;
  body: string;
  created_at: Date;
};

export async function insertRating(
  db: DbOrTx,
  row: RatingValues & { student_id: number; customer_id: number | null; project_id: number | null },
): Promise<WrittenRatingRow> {
  const [created] = await db.insert(ratings).values(row).returning(writtenColumns);
  if (!created) throw new Error('insert into ratings returned no row');
  return created;
}

export async function updateRating(
  db: DbOrTx,
  ratingId: number,
  values: RatingValues & { customer_id?: number | null },
): Promise<WrittenRatingRow | undefined> {
  const [updated] = await db
    .update(ratings)
    .set({ ...values, updated_at: new Date() })
    .where(eq(ratings.id, ratingId))
    .returning(writtenColumns);
  return updated;
}

export async function deleteRating(db: DbOrTx, studentId: number, ratingId: number): Promise<boolean> {
  const deleted = await db
    .delete(ratings)
    .where(and(eq(ratings.student_id, studentId), eq(ratings.id, ratingId)))
    .returning({ id: ratings.id });
  return deleted.length > 0;
}

export async function findRatingOfStudent(db: DbOrTx, studentId: number, ratingId: number) {
  const [row] = await db
    .select(writtenColumns)
    .from(ratings)
    .where(and(eq(ratings.student_id, studentId), eq(ratings.id, ratingId)));
  return row;
}

export async function findRatingOfProject(db: DbOrTx, projectId: number): Promise<WrittenRatingRow | undefined> {
  const [row] = await db.select(writtenColumns).from(ratings).where(eq(ratings.project_id, projectId));
  return row;
}

export async function customerExists(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return row !== undefined;
}

export type RatedStudent = { name: string; slug: string; email: string; activated: boolean };

/** The rated student as their rating mail needs them; undefined when there is no such student. */
export async function findRatedStudent(db: DbOrTx, studentId: number): Promise<RatedStudent | undefined> {
  const [row] = await db
    .select({ name: students.name, slug: students.slug, email: users.email, activated: users.activated })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .where(eq(students.id, studentId));
  return row;
}

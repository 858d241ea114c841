import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { studentSlugHistory, students } from '../../db/schema/index.ts';

/**
 * Slugs in use that a student named `base` could clash with: current slugs of other students and old
 * slugs that still lead to another student (they redirect, so they are as taken as current ones).
 */
export async function slugsLike(tx: DbOrTx, base: string, exceptStudentId: number | undefined): Promise<Set<string>> {
  const pattern = `${base}-%`;
  const [current, old] = await Promise.all([
    tx
      .select({ slug: students.slug })
      .from(students)
      .where(
        and(
          or(eq(students.slug, base), sql`${students.slug} like ${pattern}`),
          exceptStudentId ? ne(students.id, exceptStudentId) : undefined,
        ),
      ),
    tx
      .select({ slug: studentSlugHistory.slug })
      .from(studentSlugHistory)
      .where(
        and(
          or(eq(studentSlugHistory.slug, base), sql`${studentSlugHistory.slug} like ${pattern}`),
          exceptStudentId ? ne(studentSlugHistory.student_id, exceptStudentId) : undefined,
        ),
      ),
  ]);
  return new Set([...current, ...old].map((row) => row.slug));
}

/** Keeps the old slug for the redirect; the new one leaves this student's history if it was there. */
export async function moveSlug(tx: DbOrTx, studentId: number, oldSlug: string, newSlug: string) {
  await tx
    .delete(studentSlugHistory)
    .where(and(eq(studentSlugHistory.slug, newSlug), eq(studentSlugHistory.student_id, studentId)));
  await tx.insert(studentSlugHistory).values({ slug: oldSlug, student_id: studentId }).onConflictDoNothing();
}

/** The student an old slug belonged to, if any. */
export async function studentIdByOldSlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: studentSlugHistory.student_id })
    .from(studentSlugHistory)
    .where(eq(studentSlugHistory.slug, slug));
  return row?.id;
}

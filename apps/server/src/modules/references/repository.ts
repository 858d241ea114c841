import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { references, students } from '../../db/schema/index.ts';
import type { ListResource, ParsedList } from '../../plugins/list-query.ts';

export const referenceListResource: ListResource<never> = {
  filters: {},
  sorts: { id: references.id, created_at: references.created_at, title: references.title },
  includes: [],
  defaultSort: { key: 'id', direction: 'ASC' },
  // At most 6 per student (spec section 9): one page holds them all.
  defaultLimit: 20,
};

const columns = {
  id: references.id,
  student_id: references.student_id,
  title: references.title,
  text: references.text,
  link: references.link,
  media_path: references.media_path,
};
export type ReferenceRow = {
  id: number;
  student_id: number;
  title: string;
  text: string;
  link: string | null;
  media_path: string | null;
};

export async function listReferences(db: DbOrTx, studentId: number, list: ParsedList<never>) {
  const where = and(eq(references.student_id, studentId), list.where);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(references)
      .where(where)
      .orderBy(...list.orderBy, asc(references.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(references).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findReference(db: DbOrTx, studentId: number, referenceId: number): Promise<ReferenceRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(references)
    .where(and(eq(references.student_id, studentId), eq(references.id, referenceId)));
  return row;
}

/**
 * Locks the student's row for the rest of the transaction and counts their references: two uploads at
 * once queue on the lock, so the second counts the first and the limit of 6 holds.
 */
export async function countReferencesLocked(tx: DbOrTx, studentId: number): Promise<number | null> {
  const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('update');
  if (!student) return null;
  const [row] = await tx.select({ total: count() }).from(references).where(eq(references.student_id, studentId));
  return row?.total ?? 0;
}

export async function countReferences(db: DbOrTx, studentId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(references).where(eq(references.student_id, studentId));
  return row?.total ?? 0;
}

export interface ReferenceValues {
  title: string;
  text: string;
  link: string | null;
}

export async function insertReference(
  db: DbOrTx,
  studentId: number,
  values: ReferenceValues & { media_path: string; media_original_file: string },
): Promise<ReferenceRow> {
  const [row] = await db
    .insert(references)
    .values({ student_id: studentId, ...values })
    .returning(columns);
  if (!row) throw new Error('reference not inserted');
  return row;
}

export async function updateReference(
  db: DbOrTx,
  studentId: number,
  referenceId: number,
  values: ReferenceValues & { media_path?: string; media_original_file?: string },
): Promise<ReferenceRow | undefined> {
  const [row] = await db
    .update(references)
    .set(values)
    .where(and(eq(references.student_id, studentId), eq(references.id, referenceId)))
    .returning(columns);
  return row;
}

export async function deleteReference(db: DbOrTx, studentId: number, referenceId: number) {
  const [row] = await db
    .delete(references)
    .where(and(eq(references.student_id, studentId), eq(references.id, referenceId)))
    .returning(columns);
  return row;
}

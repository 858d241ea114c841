import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { references } from '../../db/schema/index.ts';
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
  title: references.title,
  text: references.text,
  link: references.link,
  media_path: references.media_path,
};
export type ReferenceRow = { id: number; title: string; text: string; link: string | null; media_path: string | null };

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

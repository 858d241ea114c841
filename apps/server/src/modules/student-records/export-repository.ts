import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { levels, students, users } from '../../db/schema/index.ts';
import type { ParsedList } from '../../plugins/list-query.ts';
import type { StudentInclude } from '../student-profiles/student-columns.ts';

/** One query for the whole export: the staff list's filters and sort, the table's columns only. */
export function listStudentExportRows(db: DbOrTx, list: ParsedList<StudentInclude>, maxRows: number) {
  return db
    .select({
      id: students.id,
      name: students.name,
      email: users.email,
      level_name: levels.name,
      average_rating: students.average_rating,
      ratings_count: students.ratings_count,
      is_new: students.is_new,
      created_at: students.created_at,
      activated: users.activated,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .innerJoin(levels, eq(levels.id, students.level_id))
    .where(list.where)
    .orderBy(...list.orderBy, desc(students.id))
    .limit(maxRows);
}
export type StudentExportRow = Awaited<ReturnType<typeof listStudentExportRows>>[number];

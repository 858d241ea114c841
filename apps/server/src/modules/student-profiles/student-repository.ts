import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { levels, students, users } from '../../db/schema/index.ts';
import { type StudentRow, studentColumns } from './student-columns.ts';
import { type SkillsOption, studentSkillsColumn } from './student-skills-sql.ts';
import { publicStudentCondition } from './visibility.ts';

/** One student: the profile, its visibility, and the owner's text edits. The search is in repository.ts. */

export type StudentDetailRow = StudentRow & { about: string | null; is_public: boolean };

/** One student by id or slug, with what the caller needs to decide whether this viewer may see it. */
export async function findStudent(
  db: DbOrTx,
  by: { id: number } | { slug: string },
  skills: SkillsOption,
): Promise<StudentDetailRow | undefined> {
  const [row] = await db
    .select({
      ...studentColumns,
      ...(skills ? { skills: studentSkillsColumn(skills) } : {}),
      about: students.about,
      is_public: sql<boolean>`coalesce(${publicStudentCondition}, false)`.mapWith(Boolean),
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .innerJoin(levels, eq(levels.id, students.level_id))
    .where('id' in by ? eq(students.id, by.id) : eq(students.slug, by.slug))
    .limit(1);
  return row;
}

/** Just the visibility facts, for the ratings and references of a student. */
export async function findStudentVisibility(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: students.id,
      user_id: students.user_id,
      is_public: sql<boolean>`coalesce(${publicStudentCondition}, false)`.mapWith(Boolean),
    })
    .from(students)
    .where(eq(students.id, id));
  return row;
}

/** Writes the profile texts; false when the student is gone. */
export async function updateStudentTexts(db: DbOrTx, id: number, values: { short: string; about?: string }) {
  const rows = await db.update(students).set(values).where(eq(students.id, id)).returning({ id: students.id });
  return rows.length > 0;
}

import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  employees,
  levels,
  projects,
  ratings,
  references,
  skills,
  studentApplications,
  studentSkills,
  students,
  users,
} from '../../db/schema/index.ts';

/**
 * Queries of the staff student record (decision 022): create, edit, delete and the stats block. The
 * public reads stay in repository.ts.
 */

/** The student row with its user's facts, locked for the rest of the transaction. */
export async function lockStudentForUpdate(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: students.id,
      user_id: students.user_id,
      name: students.name,
      slug: students.slug,
      notes: students.notes,
      phone_number: students.phone_number,
      date_of_birth: students.date_of_birth,
      short: students.short,
      about: students.about,
      level_id: students.level_id,
      email: users.email,
      activated: users.activated,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .where(eq(students.id, id))
    .for('update', { of: students });
  return row;
}
export type LockedStudent = NonNullable<Awaited<ReturnType<typeof lockStudentForUpdate>>>;

export async function levelExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: levels.id }).from(levels).where(eq(levels.id, id));
  return row !== undefined;
}

/** The ids among `ids` that name no skill. */
export async function unknownSkillIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.id, [...ids]));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Active employees among the ids, with their user id and name, in the order asked. */
export async function findActiveEmployees(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: employees.id, user_id: employees.user_id, name: employees.name })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(and(inArray(employees.id, [...ids]), eq(users.activated, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function insertStudentUser(
  tx: DbOrTx,
  values: { email: string; password_hash: string | null; activated: boolean; email_confirmed_at: Date | null },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, account_type: 'STUDENT' })
    .returning();
  if (!row) throw new Error('student user not inserted');
  return row;
}

export async function insertStudent(
  tx: DbOrTx,
  values: {
    user_id: number;
    name: string;
    slug: string;
    phone_number: string;
    date_of_birth: string;
    level_id: number;
  },
) {
  const [row] = await tx.insert(students).values(values).returning({ id: students.id });
  if (!row) throw new Error('student not inserted');
  return row.id;
}

export async function studentSkillIds(db: DbOrTx, studentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: studentSkills.skill_id })
    .from(studentSkills)
    .where(eq(studentSkills.student_id, studentId))
    .orderBy(asc(studentSkills.skill_id));
  return rows.map((row) => row.id);
}

/** Makes the student's skills exactly `skillIds`: drops the others, adds the missing. */
export async function replaceStudentSkills(tx: DbOrTx, studentId: number, skillIds: readonly number[]) {
  await tx
    .delete(studentSkills)
    .where(
      skillIds.length > 0
        ? and(eq(studentSkills.student_id, studentId), notInArray(studentSkills.skill_id, [...skillIds]))
        : eq(studentSkills.student_id, studentId),
    );
  if (skillIds.length > 0)
    await tx
      .insert(studentSkills)
      .values(skillIds.map((skill_id) => ({ student_id: studentId, skill_id })))
      .onConflictDoNothing();
}

export async function updateStudentRow(tx: DbOrTx, id: number, values: Partial<typeof students.$inferInsert>) {
  await tx
    .update(students)
    .set({ ...values, updated_at: new Date() })
    .where(eq(students.id, id));
}

/**
 * History that must outlive the student: projects (and with them conversations, invoices and events),
 * ratings, references, or a decided application. One statement of EXISTS checks.
 */
export async function studentHasHistory(tx: DbOrTx, studentId: number): Promise<boolean> {
  const exists = (table: typeof projects | typeof ratings | typeof references) =>
    sql`exists (select 1 from ${table} where ${table.student_id} = ${studentId})`;
  const decided = sql`exists (select 1 from ${studentApplications} where ${studentApplications.student_id} = ${studentId} and (${studentApplications.accepted_at} is not null or ${studentApplications.rejected_at} is not null))`;
  const [row] = await tx
    .select({
      history: sql<boolean>`(${exists(projects)} or ${exists(ratings)} or ${exists(references)} or ${decided})`.mapWith(Boolean),
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row?.history ?? false;
}

export async function applicationFilePaths(tx: DbOrTx, studentId: number): Promise<string[]> {
  const [row] = await tx
    .select({ files: studentApplications.files })
    .from(studentApplications)
    .where(eq(studentApplications.student_id, studentId));
  return (row?.files ?? []).map((file) => file.path);
}

export async function deleteUser(tx: DbOrTx, userId: number): Promise<boolean> {
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

export async function deactivateUser(tx: DbOrTx, userId: number) {
  await tx.update(users).set({ activated: false }).where(eq(users.id, userId));
}

/**
 * The stats block of the staff student pages in three statements, each one pass over an indexed or
 * small table: totals with the active count, students per level (every level, also empty ones, in the
 * levels' order), and undecided applications per application status.
 */
export async function studentStats(db: DbOrTx) {
  const [totals, perLevel, applications] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.activated})`.mapWith(Number),
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.user_id)),
    db
      .select({
        level_id: levels.id,
        key: levels.key,
        name: levels.name,
        count: count(students.id),
      })
      .from(levels)
      .leftJoin(students, eq(students.level_id, levels.id))
      .groupBy(levels.id)
      .orderBy(asc(levels.order), asc(levels.id)),
    db
      .select({ status: students.application_status, count: count() })
      .from(students)
      .innerJoin(studentApplications, eq(studentApplications.student_id, students.id))
      .where(and(isNull(studentApplications.accepted_at), isNull(studentApplications.rejected_at)))
      .groupBy(students.application_status),
  ]);
  const total = totals[0]?.total ?? 0;
  const active = totals[0]?.active ?? 0;
  const byStatus = new Map(applications.map((row) => [row.status, row.count]));
  return {
    total,
    active,
    inactive: total - active,
    perLevel,
    applications: { received: byStatus.get('received') ?? 0, reviewed: byStatus.get('reviewed') ?? 0 },
  };
}

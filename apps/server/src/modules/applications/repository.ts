import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  employees,
  levels,
  skillGroups,
  skills,
  studentApplications,
  studentSkills,
  students,
  users,
} from '../../db/schema/index.ts';

export type ApplicationFile = { path: string; original_filename: string };

/** The chosen skills with their groups, only those an applicant may pick (enabled, in an enabled group). */
export async function findPickableSkills(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: skills.id, group_id: skills.skill_group_id })
    .from(skills)
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .where(and(inArray(skills.id, [...ids]), eq(skills.enabled, true), eq(skillGroups.enabled, true)));
}

/** Where a new applicant starts: the rough-diamond level, else the lowest enabled one. */
export async function findEntryLevelId(db: DbOrTx): Promise<number> {
  const [byKey] = await db.select({ id: levels.id }).from(levels).where(eq(levels.key, 'rough-diamond')).limit(1);
  if (byKey) return byKey.id;
  const [lowest] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(eq(levels.enabled, true))
    .orderBy(asc(levels.order))
    .limit(1);
  if (!lowest) throw new Error('no level to start an applicant at');
  return lowest.id;
}

export async function levelExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: levels.id }).from(levels).where(eq(levels.id, id)).limit(1);
  return row !== undefined;
}

/** Addresses of the employees who can log in: each is told about a new application. */
export async function activeEmployeeContacts(db: DbOrTx) {
  return db
    .select({ email: users.email, name: employees.name })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(eq(users.activated, true))
    .orderBy(asc(employees.id));
}

export interface NewApplicant {
  email: string;
  name: string;
  slug: string;
  phone_number: string;
  date_of_birth: string;
  level_id: number;
  skills: readonly number[];
  message: string;
  study_programme: string;
  institution: string;
  files: ApplicationFile[];
  terms_accepted_at: Date;
}

/**
 * The applicant's login (not activated, no password, e-mail unconfirmed), a private student at the
 * entry level marked 'received', its skills and the application row. Call inside one transaction.
 */
export async function insertApplicant(tx: DbOrTx, applicant: NewApplicant): Promise<{ studentId: number; userId: number }> {
  const [user] = await tx
    .insert(users)
    .values({ email: applicant.email, password_hash: null, account_type: 'STUDENT', activated: false })
    .returning({ id: users.id });
  if (!user) throw new Error('applicant user not created');
  const [student] = await tx
    .insert(students)
    .values({
      user_id: user.id,
      name: applicant.name,
      slug: applicant.slug,
      phone_number: applicant.phone_number,
      date_of_birth: applicant.date_of_birth,
      level_id: applicant.level_id,
      is_private: true,
      application_status: 'received',
    })
    .returning({ id: students.id });
  if (!student) throw new Error('applicant student not created');
  await tx.insert(studentSkills).values(applicant.skills.map((skill_id) => ({ student_id: student.id, skill_id })));
  await tx.insert(studentApplications).values({
    student_id: student.id,
    message: applicant.message,
    files: applicant.files,
    study_programme: applicant.study_programme,
    institution: applicant.institution,
    terms_accepted_at: applicant.terms_accepted_at,
  });
  return { studentId: student.id, userId: user.id };
}

const applicationColumns = {
  id: studentApplications.id,
  student_id: studentApplications.student_id,
  message: studentApplications.message,
  files: studentApplications.files,
  study_programme: studentApplications.study_programme,
  institution: studentApplications.institution,
  created_at: studentApplications.created_at,
  reviewed_at: studentApplications.reviewed_at,
  accepted_at: studentApplications.accepted_at,
  rejected_at: studentApplications.rejected_at,
  application_status: students.application_status,
  name: students.name,
  phone_number: students.phone_number,
  date_of_birth: students.date_of_birth,
  user_id: users.id,
  email: users.email,
};

/**
 * Whether this login belongs to an applicant staff have not accepted yet (pending or rejected): such a login
 * has nothing to confirm, and a confirmation mail would hand them a way to choose a password (decision 023).
 */
export async function isUnacceptedApplicant(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studentApplications.id })
    .from(studentApplications)
    .innerJoin(students, eq(students.id, studentApplications.student_id))
    .where(and(eq(students.user_id, userId), isNull(studentApplications.accepted_at)))
    .limit(1);
  return row !== undefined;
}

/** The application of a student with the applicant's details; undefined when the student has none. */
export async function findApplication(db: DbOrTx, studentId: number) {
  const [row] = await db
    .select(applicationColumns)
    .from(studentApplications)
    .innerJoin(students, eq(students.id, studentApplications.student_id))
    .innerJoin(users, eq(users.id, students.user_id))
    .where(eq(studentApplications.student_id, studentId))
    .limit(1);
  return row;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** As `findApplication`, holding the application row until the transaction ends, so decisions queue. */
export async function lockApplication(tx: DbOrTx, studentId: number) {
  const [row] = await tx
    .select(applicationColumns)
    .from(studentApplications)
    .innerJoin(students, eq(students.id, studentApplications.student_id))
    .innerJoin(users, eq(users.id, students.user_id))
    .where(eq(studentApplications.student_id, studentId))
    .limit(1)
    .for('update', { of: studentApplications });
  return row;
}

export async function findApplicationSkills(db: DbOrTx, studentId: number) {
  return db
    .select({ id: skills.id, name: skills.name, group_id: skillGroups.id, group_name: skillGroups.name })
    .from(studentSkills)
    .innerJoin(skills, eq(skills.id, studentSkills.skill_id))
    .innerJoin(skillGroups, eq(skillGroups.id, skills.skill_group_id))
    .where(eq(studentSkills.student_id, studentId))
    .orderBy(asc(skillGroups.order), asc(skills.order), asc(skills.id));
}

export async function markReviewed(tx: DbOrTx, studentId: number, at: Date) {
  await tx.update(studentApplications).set({ reviewed_at: at }).where(eq(studentApplications.student_id, studentId));
  await tx.update(students).set({ application_status: 'reviewed' }).where(eq(students.id, studentId));
}

/** Accepted: reviewed now if not before, the level set, public; the login activated. */
export async function markAccepted(tx: DbOrTx, row: ApplicationRow, levelId: number, at: Date) {
  await tx
    .update(studentApplications)
    .set({ accepted_at: at, reviewed_at: row.reviewed_at ?? at })
    .where(eq(studentApplications.student_id, row.student_id));
  await tx
    .update(students)
    .set({ application_status: 'reviewed', level_id: levelId, is_private: false })
    .where(eq(students.id, row.student_id));
  await tx.update(users).set({ activated: true }).where(eq(users.id, row.user_id));
}

export async function markRejected(tx: DbOrTx, row: ApplicationRow, at: Date) {
  await tx
    .update(studentApplications)
    .set({ rejected_at: at, reviewed_at: row.reviewed_at ?? at })
    .where(eq(studentApplications.student_id, row.student_id));
  await tx.update(students).set({ application_status: 'reviewed' }).where(eq(students.id, row.student_id));
}

/**
 * Rejected applications whose retention ran out, locked for deletion; rows another process is deleting
 * are skipped. Only applicants whose login is still inactive: someone staff activated by hand anyway is a
 * student now, not a rejected applicant. `rejected_at <= now - 6 months` (not `rejected_at + 6 months <=
 * now`) so the index serves it; at a month's end it deletes a few days after `delete_after`, never before.
 */
export async function lockExpiredRejections(tx: DbOrTx, now: Date, months: number, limit: number) {
  return tx
    .select({
      student_id: studentApplications.student_id,
      rejected_at: studentApplications.rejected_at,
      files: studentApplications.files,
      user_id: students.user_id,
    })
    .from(studentApplications)
    .innerJoin(students, eq(students.id, studentApplications.student_id))
    .innerJoin(users, eq(users.id, students.user_id))
    .where(
      and(
        sql`${studentApplications.rejected_at} <= ${now.toISOString()}::timestamptz - make_interval(months => ${months})`,
        isNull(studentApplications.accepted_at),
        eq(users.activated, false),
      ),
    )
    .orderBy(asc(studentApplications.rejected_at))
    .limit(limit)
    .for('update', { of: studentApplications, skipLocked: true });
}

/** The login goes, and with it (cascade) the student, its skills, application and conversations. */
export async function deleteApplicantUser(tx: DbOrTx, userId: number) {
  await tx.delete(users).where(eq(users.id, userId));
}

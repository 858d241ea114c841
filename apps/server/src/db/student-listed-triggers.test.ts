import { asc, eq, ne, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { listedStudentNames, skills, studentSkills, students, users } from './schema/index.ts';

// students.listed is decision 007's public visibility kept by triggers (migration 0013, decision 038); the
// public search trusts it instead of joining users, so every way the facts change must reach it.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// And listed_student_names (migration 0014, decision 041) holds exactly the listed students' names: each
// step below checks its student, and after every test all of them must agree.
afterEach(async () => {
  const { db } = database;
  const listed = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(eq(students.listed, true))
    .orderBy(asc(students.id));
  const names = await db
    .select({ id: listedStudentNames.student_id, name: listedStudentNames.name, lower: listedStudentNames.name_lower })
    .from(listedStudentNames)
    .orderBy(asc(listedStudentNames.student_id));
  expect(names).toEqual(listed.map((row) => ({ id: row.id, name: row.name, lower: row.name.toLowerCase() })));
  const stale = await db
    .select({ id: studentSkills.student_id })
    .from(studentSkills)
    .innerJoin(students, eq(students.id, studentSkills.student_id))
    .where(or(ne(studentSkills.student_name, students.name), ne(studentSkills.student_listed, students.listed)));
  expect(stale).toEqual([]);
});

/** A student user offering one skill, so the copies on student_skills (decision 042) are checked too. */
const createStudentUser = async (options: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(database.db, { ...options, type: 'STUDENT' });
  const [skill] = await database.db.select({ id: skills.id }).from(skills).limit(1);
  await database.db.insert(studentSkills).values({ student_id: user.accountId, skill_id: skill?.id ?? 0 });
  return user;
};

/**
 * The student's listed flag, after checking that its listed name (decision 041) and its skill rows'
 * copies of its name and listed (decision 042) agree with it.
 */
const listedOf = async (userId: number) => {
  const [row] = await database.db
    .select({ id: students.id, listed: students.listed, name: students.name, listedName: listedStudentNames.name })
    .from(students)
    .leftJoin(listedStudentNames, eq(listedStudentNames.student_id, students.id))
    .where(eq(students.user_id, userId));
  expect(row?.listedName ?? null).toBe(row?.listed ? row.name : null);
  const copies = await database.db
    .select({ name: studentSkills.student_name, listed: studentSkills.student_listed })
    .from(studentSkills)
    .where(eq(studentSkills.student_id, row?.id ?? 0));
  expect(copies.length).toBeGreaterThan(0);
  for (const copy of copies) expect(copy).toEqual({ name: row?.name, listed: row?.listed });
  return row?.listed;
};
const setUser = (userId: number, values: Partial<typeof users.$inferInsert>) =>
  database.db.update(users).set(values).where(eq(users.id, userId));
const setStudent = (userId: number, values: Partial<typeof students.$inferInsert>) =>
  database.db.update(students).set(values).where(eq(students.user_id, userId));

describe('students.listed', () => {
  it('is computed on insert from the user and the privacy flag', async () => {
    const visible = await createStudentUser();
    const unconfirmed = await createStudentUser({ confirmed: false });
    const inactive = await createStudentUser({ activated: false });
    expect(await listedOf(visible.id)).toBe(true);
    expect(await listedOf(unconfirmed.id)).toBe(false);
    expect(await listedOf(inactive.id)).toBe(false);
  });

  it('follows the user being deactivated, reactivated, unconfirmed and confirmed', async () => {
    const user = await createStudentUser();
    await setUser(user.id, { activated: false });
    expect(await listedOf(user.id)).toBe(false);
    await setUser(user.id, { activated: true });
    expect(await listedOf(user.id)).toBe(true);
    await setUser(user.id, { email_confirmed_at: null });
    expect(await listedOf(user.id)).toBe(false);
    await setUser(user.id, { email_confirmed_at: new Date() });
    expect(await listedOf(user.id)).toBe(true);
    // A change that touches neither fact leaves it as it is.
    await setUser(user.id, { email: `moved-${user.id}@example.test` });
    expect(await listedOf(user.id)).toBe(true);
  });

  it('follows the student making the profile private and public again', async () => {
    const user = await createStudentUser();
    await setStudent(user.id, { is_private: true });
    expect(await listedOf(user.id)).toBe(false);
    // Reactivating the user does not list a private profile.
    await setUser(user.id, { activated: false });
    await setUser(user.id, { activated: true });
    expect(await listedOf(user.id)).toBe(false);
    await setStudent(user.id, { is_private: false });
    expect(await listedOf(user.id)).toBe(true);
  });

  it('cannot be written directly: the triggers recompute it', async () => {
    const hidden = await createStudentUser({ activated: false });
    await setStudent(hidden.id, { listed: true });
    expect(await listedOf(hidden.id)).toBe(false);
    // Nor can the copies on student_skills: any write of the row takes them from the student again.
    await database.db
      .update(studentSkills)
      .set({ student_listed: true, student_name: 'Falsk Navn' })
      .where(eq(studentSkills.student_id, hidden.accountId));
    expect(await listedOf(hidden.id)).toBe(false);
    const visible = await createStudentUser();
    await setStudent(visible.id, { listed: false });
    expect(await listedOf(visible.id)).toBe(true);
  });

  it('keeps the listed names in step with a rename and a deletion', async () => {
    const listed = await createStudentUser({ name: 'Åse Ørsted' });
    const hidden = await createStudentUser({ name: 'Skjult Studerende', activated: false });
    const [row] = await database.db
      .select({ lower: listedStudentNames.name_lower })
      .from(listedStudentNames)
      .where(eq(listedStudentNames.student_id, listed.accountId));
    expect(row?.lower).toBe('åse ørsted');
    await setStudent(listed.id, { name: 'Åse Mikkelsen' });
    expect(await listedOf(listed.id)).toBe(true);
    await setStudent(hidden.id, { name: 'Stadig Skjult' });
    expect(await listedOf(hidden.id)).toBe(false);
    await database.db.delete(students).where(eq(students.user_id, listed.id));
    const left = await database.db.select().from(listedStudentNames).where(eq(listedStudentNames.student_id, listed.accountId));
    expect(left).toEqual([]);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { listedStudentNames, students, users } from './schema/index.ts';

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
});

/** The student's listed flag, after checking that its listed name (decision 041) agrees with it. */
const listedOf = async (userId: number) => {
  const [row] = await database.db
    .select({ listed: students.listed, name: students.name, listedName: listedStudentNames.name })
    .from(students)
    .leftJoin(listedStudentNames, eq(listedStudentNames.student_id, students.id))
    .where(eq(students.user_id, userId));
  expect(row?.listedName ?? null).toBe(row?.listed ? row.name : null);
  return row?.listed;
};
const setUser = (userId: number, values: Partial<typeof users.$inferInsert>) =>
  database.db.update(users).set(values).where(eq(users.id, userId));
const setStudent = (userId: number, values: Partial<typeof students.$inferInsert>) =>
  database.db.update(students).set(values).where(eq(students.user_id, userId));

describe('students.listed', () => {
  it('is computed on insert from the user and the privacy flag', async () => {
    const visible = await createUser(database.db, { type: 'STUDENT' });
    const unconfirmed = await createUser(database.db, { type: 'STUDENT', confirmed: false });
    const inactive = await createUser(database.db, { type: 'STUDENT', activated: false });
    expect(await listedOf(visible.id)).toBe(true);
    expect(await listedOf(unconfirmed.id)).toBe(false);
    expect(await listedOf(inactive.id)).toBe(false);
  });

  it('follows the user being deactivated, reactivated, unconfirmed and confirmed', async () => {
    const user = await createUser(database.db, { type: 'STUDENT' });
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
    const user = await createUser(database.db, { type: 'STUDENT' });
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
    const hidden = await createUser(database.db, { type: 'STUDENT', activated: false });
    await setStudent(hidden.id, { listed: true });
    expect(await listedOf(hidden.id)).toBe(false);
    const visible = await createUser(database.db, { type: 'STUDENT' });
    await setStudent(visible.id, { listed: false });
    expect(await listedOf(visible.id)).toBe(true);
  });

  it('keeps the listed names in step with a rename and a deletion', async () => {
    const listed = await createUser(database.db, { type: 'STUDENT', name: 'Åse Ørsted' });
    const hidden = await createUser(database.db, { type: 'STUDENT', name: 'Skjult Studerende', activated: false });
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

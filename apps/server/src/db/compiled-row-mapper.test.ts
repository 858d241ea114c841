import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { withCompiledRowMapper } from './compiled-row-mapper.ts';
import { students, users } from './schema/index.ts';
import { prepareNamed, prepareUnnamed } from './statement-cache.ts';

let database: Database;
let withPhone: CreatedUser;
let withoutPhone: CreatedUser;
let customer: CreatedUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  withPhone = await createUser(db, { type: 'STUDENT', name: 'Row Mapper Anna', confirmed: true });
  withoutPhone = await createUser(db, { type: 'STUDENT', name: 'Row Mapper Bo', confirmed: false });
  customer = await createUser(db, { type: 'CUSTOMER' });
  await db.update(students).set({ phone_number: '+45 12 34 56 78' }).where(eq(students.id, withPhone.accountId));
  await db.update(students).set({ phone_number: null }).where(eq(students.id, withoutPhone.accountId));
});
afterAll(() => database.close());

const hasOwnMapper = (prepared: unknown) =>
  typeof (prepared as { customResultMapper?: unknown }).customResultMapper === 'function';

describe('withCompiledRowMapper', () => {
  it('maps each kind of selected field as drizzle does: columns, nulls, dates, enums, SQL with a decoder, aliases', async () => {
    const { db } = database;
    const query = () =>
      db
        .select({
          id: users.id,
          email: users.email,
          type: users.account_type,
          activated: users.activated,
          confirmedAt: users.email_confirmed_at,
          pending: users.pending_email,
          createdAt: users.created_at,
          idTimesTwo: sql<number>`${users.id} * 2`.mapWith(Number),
          lowerEmail: sql<string>`lower(${users.email})`.as('lower_email'),
          rawText: sql<string>`'x' || ${users.id}`,
        })
        .from(users)
        .orderBy(asc(users.id));
    const expected = await query();
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(expected.some((row) => row.confirmedAt === null)).toBe(true);
    expect(expected[0]?.createdAt).toBeInstanceOf(Date);

    const compiled = withCompiledRowMapper(query().prepare(''));
    expect(hasOwnMapper(compiled)).toBe(true);
    expect(await compiled.execute()).toEqual(expected);
  });

  it('builds nested objects for a nested selection', async () => {
    const { db } = database;
    const query = () =>
      db
        .select({ id: students.id, person: { name: students.name, slug: students.slug }, total: count() })
        .from(students)
        .groupBy(students.id)
        .orderBy(asc(students.id));
    const expected = await query();
    expect(expected[0]?.person.name).toEqual(expect.any(String));
    expect(typeof expected[0]?.total).toBe('number');
    const compiled = withCompiledRowMapper(query().prepare(''));
    expect(hasOwnMapper(compiled)).toBe(true);
    expect(await compiled.execute()).toEqual(expected);
  });

  it('maps joins as drizzle does: a left join’s missing row, and its quirks, as null', async () => {
    const { db } = database;
    const bothWays = async (
      query: () => { prepare(name: string): { execute(): Promise<unknown[]> } } & PromiseLike<unknown[]>,
    ) => {
      const expected = await query();
      const compiled = withCompiledRowMapper(query().prepare(''));
      expect(hasOwnMapper(compiled)).toBe(true);
      expect(await compiled.execute()).toEqual(expected);
      return expected as Record<string, unknown>[];
    };
    // Whole tables as objects, as the users detail selects them: the customer has no student row.
    const whole = await bothWays(() =>
      db
        .select({ user: users, student: students })
        .from(users)
        .leftJoin(students, eq(students.user_id, users.id))
        .orderBy(asc(users.id)),
    );
    expect(whole.some((row) => row.student === null)).toBe(true);
    expect(whole.some((row) => row.student !== null)).toBe(true);
    // drizzle looks only at an object's first column: null there (a student without a phone number) and
    // the whole object is null, though the row was found.
    const firstColumnNull = await bothWays(() =>
      db
        .select({ id: users.id, student: { phone: students.phone_number, name: students.name } })
        .from(users)
        .leftJoin(students, eq(students.user_id, users.id))
        .orderBy(asc(users.id)),
    );
    const studentOf = (rows: Record<string, unknown>[], user: CreatedUser) => rows.find((row) => row.id === user.id)?.student;
    expect(studentOf(firstColumnNull, withPhone)).toEqual({ phone: '+45 12 34 56 78', name: 'Row Mapper Anna' });
    expect(studentOf(firstColumnNull, withoutPhone)).toBeNull();
    expect(studentOf(firstColumnNull, customer)).toBeNull();
    // An object mixing two tables' columns is never turned to null.
    const mixed = await bothWays(() =>
      db
        .select({ id: users.id, both: { name: students.name, email: users.email } })
        .from(users)
        .leftJoin(students, eq(students.user_id, users.id))
        .orderBy(asc(users.id)),
    );
    expect(mixed.some((row) => (row.both as { name: unknown }).name === null)).toBe(true);
    // An inner join's objects are never null.
    await bothWays(() =>
      db
        .select({ user: { email: users.email }, student: { name: students.name } })
        .from(students)
        .innerJoin(users, eq(students.user_id, users.id))
        .orderBy(asc(students.id)),
    );
  });

  it('is what the statement cache executes, on PGlite planned once too', async () => {
    const { db } = database;
    const query = () => db.select({ id: users.id, createdAt: users.created_at }).from(users).orderBy(asc(users.id));
    const expected = await query();
    expect(await prepareUnnamed(query()).execute()).toEqual(expected);
    expect(await prepareNamed(query()).execute()).toEqual(expected);
  });
});

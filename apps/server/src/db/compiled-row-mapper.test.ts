import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { withCompiledRowMapper } from './compiled-row-mapper.ts';
import { students, users } from './schema/index.ts';
import { prepareNamed, prepareUnnamed } from './statement-cache.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await createUser(db, { type: 'STUDENT', name: 'Row Mapper Anna', confirmed: true });
  await createUser(db, { type: 'STUDENT', name: 'Row Mapper Bo', confirmed: false });
  await createUser(db, { type: 'CUSTOMER' });
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

  it("leaves joins to drizzle's own mapping (a left join's missing row becomes null)", async () => {
    const { db } = database;
    const query = () =>
      db
        .select({ id: users.id, student: { name: students.name } })
        .from(users)
        .leftJoin(students, eq(students.user_id, users.id))
        .orderBy(asc(users.id));
    const expected = await query();
    expect(expected.some((row) => row.student === null)).toBe(true);
    const prepared = withCompiledRowMapper(query().prepare(''));
    expect(hasOwnMapper(prepared)).toBe(false);
    expect(await prepared.execute()).toEqual(expected);
  });

  it('is what the statement cache executes, on PGlite planned once too', async () => {
    const { db } = database;
    const query = () => db.select({ id: users.id, createdAt: users.created_at }).from(users).orderBy(asc(users.id));
    const expected = await query();
    expect(await prepareUnnamed(query()).execute()).toEqual(expected);
    expect(await prepareNamed(query()).execute()).toEqual(expected);
  });
});

import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database, DbOrTx } from './client.ts';
import { withPlannedStatements } from './pglite-planned-statements.ts';
import { levels, students } from './schema/index.ts';
import { prepareNamed, prepareUnnamed } from './statement-cache.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ embedded: true });
});
afterAll(() => database.close());

const preparedNames = async () => {
  const result = await database.db.execute(sql`select name from pg_prepared_statements where name like 'sk_plan_%'`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
};

describe('statements planned once on PGlite', () => {
  it('answers as the ordinary statement does, prepared once on PGlite only', async () => {
    const { db } = database;
    const query = () =>
      db.select({ id: levels.id, key: levels.key, order: levels.order }).from(levels).orderBy(asc(levels.order));
    const expected = await query();
    const before = await preparedNames();
    const once = prepareUnnamed(db, query());
    expect(await once.execute()).toEqual(expected);
    expect(await once.execute()).toEqual(expected);
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    expect(added.length).toBe(1);
    // The named variant (PostgreSQL's fixed statements) takes the same path on PGlite.
    expect(await prepareNamed(db, query()).execute()).toEqual(expected);
  });

  it('reads text values back exactly, quotes, backslashes and an injection attempt included', async () => {
    const { db } = database;
    const names = ["O'Brien", "x' or '1'='1", 'back\\slash\\', "'; drop table students; --", '$1 $$ dollar'];
    for (const name of names) await createUser(db, { type: 'STUDENT', name });
    const before = await preparedNames();
    for (const name of names) {
      const rows = await prepareUnnamed(
        db,
        db.select({ name: students.name }).from(students).where(eq(students.name, name)),
      ).execute();
      expect(rows).toEqual([{ name }]);
    }
    // Each was planned with its value written in.
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    expect(added.length).toBe(names.length);
    expect(await db.$count(students)).toBeGreaterThanOrEqual(names.length);
  });

  it("prepares a statement with placeholders once and executes it with each call's whole numbers", async () => {
    const { db } = database;
    const created: { id: number; name: string }[] = [];
    for (const name of ['Placeholder One', 'Placeholder Two', 'Placeholder Three']) {
      created.push({ id: (await createUser(db, { type: 'STUDENT', name })).id, name });
    }
    const before = await preparedNames();
    const byUser = prepareNamed(
      db,
      db
        .select({ name: students.name, userId: students.user_id })
        .from(students)
        .where(and(eq(students.user_id, sql.placeholder('userId')), eq(students.is_private, sql.placeholder('private'))))
        .limit(sql.placeholder('limit')),
    );
    for (const user of created) {
      expect(await byUser.execute({ userId: user.id, private: false, limit: 1 })).toEqual([{ name: user.name, userId: user.id }]);
    }
    // Concurrent calls each get their own values.
    const concurrent = await Promise.all(created.map((user) => byUser.execute({ userId: user.id, private: false, limit: 1 })));
    expect(concurrent.map((rows) => rows[0]?.userId)).toEqual(created.map((user) => user.id));
    expect(await byUser.execute({ userId: created[0]?.id, private: true, limit: 1 })).toEqual([]);
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    expect(added.length).toBe(1);
  });

  it('sends values that are not whole numbers or booleans the ordinary way, with their answer', async () => {
    const { db } = database;
    const names = ["O'Brien Placeholder", 'back\\slash\\ Placeholder', '$1 $$ Placeholder'];
    for (const name of names) await createUser(db, { type: 'STUDENT', name });
    const before = await preparedNames();
    const byName = prepareNamed(
      db,
      db
        .select({ name: students.name })
        .from(students)
        .where(eq(students.name, sql.placeholder('name'))),
    );
    for (const name of names) expect(await byName.execute({ name })).toEqual([{ name }]);
    expect(await byName.execute({ name: 'no one' })).toEqual([]);
    // Prepared once all the same (its parameters stay parameters); the text itself is never written in.
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    expect(added.length).toBe(0);
  });

  it('prepares a statement again after it was deallocated elsewhere', async () => {
    const { db } = database;
    const once = prepareUnnamed(db, db.select({ key: levels.key }).from(levels).where(eq(levels.order, 1)));
    const first = await once.execute();
    await db.execute(sql`deallocate all`);
    expect(await once.execute()).toEqual(first);
  });

  it('runs statements inside a transaction the ordinary way', async () => {
    const { db } = database;
    const before = await preparedNames();
    const rows = await db.transaction(async (tx) =>
      prepareUnnamed(tx, tx.select({ key: levels.key }).from(levels).where(eq(levels.order, 2))).execute(),
    );
    expect(rows).toEqual(await db.select({ key: levels.key }).from(levels).where(eq(levels.order, 2)));
    expect((await preparedNames()).filter((name) => !before.includes(name))).toEqual([]);
  });
});

describe('the limit of prepared statements', () => {
  it('keeps at most its limit, least recently used out, and prepares an evicted one again', async () => {
    // The test database's PGlite under a planner of its own with a limit of 3.
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    const db = drizzle({ client: withPlannedStatements(pglite, 3) }) as unknown as DbOrTx;
    const statements = [1, 2, 3, 4, 5].map((n) =>
      prepareUnnamed(db, db.select({ n: sql<number>`${n}::int` }).from(sql`(select 'limit') as one`)),
    );
    for (const [index, statement] of statements.entries()) expect(await statement.execute()).toEqual([{ n: index + 1 }]);
    const prepared = async () => {
      // Deallocations are queued behind the statements before them; this round trip comes after them.
      const { rows } = await pglite.query<{ statement: string }>('select statement from pg_prepared_statements');
      return rows
        .map((row) => /select (\d+)::int from \(select 'limit'\) as one/.exec(row.statement)?.[1])
        .filter(Boolean)
        .sort();
    };
    expect(await prepared()).toEqual(['3', '4', '5']);
    expect(await statements[0]?.execute()).toEqual([{ n: 1 }]);
    expect(await prepared()).toEqual(['1', '4', '5']);
  });
});

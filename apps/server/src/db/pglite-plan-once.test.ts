import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { inlineValues, plannedStatementsFor, sqlLiteral } from './pglite-plan-once.ts';
import { levels, students } from './schema/index.ts';
import { prepareNamed, prepareUnnamed } from './statement-cache.ts';

describe('sqlLiteral and inlineValues', () => {
  it('writes numbers, booleans, null and text as literals', () => {
    expect(sqlLiteral(10)).toBe('10');
    expect(sqlLiteral(-1)).toBe('(-1)');
    expect(sqlLiteral(1.5)).toBe('(1.5)');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral("O'Brien\\' or 1=1 --")).toBe("'O''Brien\\'' or 1=1 --'");
  });

  it('refuses what it cannot write safely', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'a\0b', new Date(), [1], { a: 1 }, 1n, undefined]) {
      expect(sqlLiteral(value)).toBeUndefined();
    }
    // A `$` that is not a placeholder (inside a quoted literal or a dollar quote) leaves the text alone.
    expect(inlineValues(`select '$1' = $1`, ['x'])).toBeUndefined();
    expect(inlineValues('select $$a$$ || $1', ['x'])).toBeUndefined();
    // A placeholder without a value.
    expect(inlineValues('select $1, $2', [1])).toBeUndefined();
    expect(inlineValues('select $1 - $2 where "a" = $1', [1, -2])).toBe('select 1 - (-2) where "a" = 1');
  });
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const preparedNames = async () => {
  const result = await database.db.execute(sql`select name from pg_prepared_statements where name like 'sk_once_%'`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
};

describe('statements planned once on PGlite', () => {
  it('answers as the ordinary statement does, prepared once on PGlite only', async () => {
    const { db } = database;
    const query = () =>
      db.select({ id: levels.id, key: levels.key, order: levels.order }).from(levels).orderBy(asc(levels.order));
    const expected = await query();
    const before = await preparedNames();
    const once = prepareUnnamed(query());
    expect(await once.execute()).toEqual(expected);
    expect(await once.execute()).toEqual(expected);
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    expect(added.length).toBe(database.kind === 'pglite' ? 1 : 0);
    // The named variant (PostgreSQL's fixed statements) takes the same path on PGlite.
    expect(await prepareNamed(query()).execute()).toEqual(expected);
  });

  it('reads text values back exactly, quotes, backslashes and an injection attempt included', async () => {
    const { db } = database;
    const names = ["O'Brien", "x' or '1'='1", 'back\\slash\\', "'; drop table students; --", '$1 $$ dollar'];
    for (const name of names) await createUser(db, { type: 'STUDENT', name });
    for (const name of names) {
      const rows = await prepareUnnamed(
        db.select({ name: students.name }).from(students).where(eq(students.name, name)),
      ).execute();
      expect(rows).toEqual([{ name }]);
    }
    expect(await db.$count(students)).toBeGreaterThanOrEqual(names.length);
  });

  it("prepares a statement with placeholders once and executes it with each call's values", async () => {
    const { db } = database;
    const names = ["O'Brien Placeholder", "x' or '1'='1 Placeholder", 'back\\slash\\ Placeholder', '$1 $$ Placeholder'];
    const created = [];
    for (const name of names) created.push(await createUser(db, { type: 'STUDENT', name }));
    const before = await preparedNames();
    const byName = prepareNamed(
      db
        .select({ name: students.name, userId: students.user_id })
        .from(students)
        .where(and(eq(students.name, sql.placeholder('name')), eq(students.is_private, sql.placeholder('private'))))
        .limit(sql.placeholder('limit')),
    );
    for (const [index, name] of names.entries()) {
      expect(await byName.execute({ name, private: false, limit: 1 })).toEqual([{ name, userId: created[index]?.id }]);
    }
    // Concurrent calls each get their own values.
    const concurrent = await Promise.all(names.map((name) => byName.execute({ name, private: false, limit: 1 })));
    expect(concurrent.map((rows) => rows[0]?.name)).toEqual(names);
    expect(await byName.execute({ name: names[0], private: true, limit: 1 })).toEqual([]);
    // A value it will not write as a literal (an array here) takes the ordinary path, with its answer.
    expect(await byName.execute({ name: ['no one'], private: false, limit: 1 })).toEqual([]);
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    expect(added.length).toBe(database.kind === 'pglite' ? 1 : 0);
  });

  it('prepares a statement again after it was deallocated elsewhere', async () => {
    const { db } = database;
    const once = prepareUnnamed(db.select({ key: levels.key }).from(levels).where(eq(levels.order, 1)));
    const first = await once.execute();
    await db.execute(sql`deallocate all`);
    expect(await once.execute()).toEqual(first);
  });

  it('keeps at most its limit of statements, least recently used out', async () => {
    if (database.kind !== 'pglite') {
      expect(await preparedNames()).toEqual([]);
      return;
    }
    const client = (database.db as unknown as { $client: Parameters<typeof plannedStatementsFor>[0] }).$client;
    await database.db.execute(sql`deallocate all`);
    const registry = plannedStatementsFor(bind(client), 3);
    for (let i = 1; i <= 5; i++) await registry.ensure(`sk_once_limit_${i}`, `select ${i}`);
    // Deallocations are queued behind the statements before them; one more round trip lets them run.
    await database.db.execute(sql`select 1`);
    expect((await preparedNames()).sort()).toEqual(['sk_once_limit_3', 'sk_once_limit_4', 'sk_once_limit_5']);
  });
});

/** A view of the PGlite client as its own registry key (the app's registry for the client stays untouched). */
function bind(client: Parameters<typeof plannedStatementsFor>[0]) {
  return {
    exec: client.exec.bind(client),
    query: client.query.bind(client),
    waitReady: client.waitReady,
  } as Parameters<typeof plannedStatementsFor>[0];
}

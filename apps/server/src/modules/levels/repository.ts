import type { CreateLevel, UpdateLevel } from '@studiekraft/shared/schemas/catalogue';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { levels } from '../../db/schema/index.ts';
import { keyedStatements, prepareNamed, prepareUnnamed } from '../../db/statement-cache.ts';
import { type ListResource, type ParsedList, totalFromPage } from '../../plugins/list-query.ts';

export const levelListResource: ListResource<never> = {
  filters: { id: levels.id, key: levels.key, name: levels.name, order: levels.order, enabled: levels.enabled },
  sorts: { order: levels.order, name: levels.name, id: levels.id, key: levels.key },
  includes: [],
  defaultSort: { key: 'order', direction: 'ASC' },
  defaultLimit: 999,
};

const columns = { id: levels.id, key: levels.key, name: levels.name, order: levels.order, enabled: levels.enabled };
export type LevelRow = { id: number; key: string; name: string; order: number; enabled: boolean };

// The list's two statements, built on a query string's first request and reused (db/statement-cache.ts).
const listStatements = keyedStatements<ReturnType<typeof buildListStatements>>();

function buildListStatements(db: DbOrTx, list: ParsedList<never>, onlyEnabled: boolean, plain: boolean) {
  const where = and(onlyEnabled ? eq(levels.enabled, true) : undefined, list.where);
  // The list without a query string (what every page asks for) is one of two fixed statements, worth
  // naming so PostgreSQL parses and plans it once per connection; the others stay unnamed.
  const prepare = plain ? prepareNamed : prepareUnnamed;
  return {
    list,
    rows: prepare(
      db,
      db
        .select(columns)
        .from(levels)
        .where(where)
        .orderBy(...list.orderBy, asc(levels.id))
        .limit(list.limit)
        .offset(list.offset),
    ),
    total: prepare(db, db.select({ total: count() }).from(levels).where(where)),
  };
}

/**
 * `cacheKey` names everything `parse` and `onlyEnabled` depend on (the caller's raw query and scope), and
 * `plain` says the query string was empty; the total is counted only when the page does not already tell it.
 */
export async function listLevels(
  db: DbOrTx,
  cacheKey: string,
  parse: () => ParsedList<never>,
  onlyEnabled: boolean,
  plain: boolean,
) {
  const statements = listStatements(db, `${onlyEnabled}|${cacheKey}`, () => buildListStatements(db, parse(), onlyEnabled, plain));
  const rows = await statements.rows.execute();
  const total = totalFromPage(statements.list, rows.length) ?? (await statements.total.execute())[0]?.total ?? 0;
  return { rows, total };
}

export async function findLevel(db: DbOrTx, id: number): Promise<LevelRow | undefined> {
  const [row] = await db.select(columns).from(levels).where(eq(levels.id, id));
  return row;
}

export async function insertLevel(db: DbOrTx, input: CreateLevel): Promise<LevelRow> {
  const [row] = await db.insert(levels).values(input).returning(columns);
  if (!row) throw new Error('level not inserted');
  return row;
}

export async function updateLevel(db: DbOrTx, id: number, input: UpdateLevel): Promise<LevelRow | undefined> {
  if (Object.keys(input).length === 0) return findLevel(db, id);
  const [row] = await db.update(levels).set(input).where(eq(levels.id, id)).returning(columns);
  return row;
}

/** Throws a foreign-key violation while students or paygrades still use the level. */
export async function deleteLevel(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(levels).where(eq(levels.id, id)).returning({ id: levels.id });
  return rows.length > 0;
}

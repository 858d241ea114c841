import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client.ts';
import { planOnce } from './pglite-planned-statements.ts';

/**
 * Drizzle renders a query builder to SQL text and wraps it in a prepared query on every execution; for a
 * small, hot query that costs more CPU than the database spends answering it (issue 14's profile: a fifth
 * of the server's time under GET /api/levels). The helpers below keep drizzle's prepared query (`.prepare()`)
 * instead, per database handle (a WeakMap, so a transaction's statements go with it), and only execute it
 * per request; on PGlite it is also planned once (pglite-planned-statements.ts).
 */

interface Preparable<P> {
  prepare(name: string): P;
  toSQL(): { sql: string; params: unknown[] };
  getSQL(): SQL;
}

/**
 * A fixed-shape statement, values passed as `sql.placeholder('name')` and given to `execute({ name })`.
 * It is a named server-side prepared statement on PostgreSQL (named after a hash of its text, so two
 * statements never clash), parsed and planned once per connection.
 */
export function preparedQuery<P>(build: (db: DbOrTx) => Preparable<P>): (db: DbOrTx) => P {
  const byDb = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = prepareNamed(db, build(db));
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

/** A named server-side prepared statement, named after a hash of its text so two never clash. */
export function prepareNamed<P>(db: DbOrTx, query: Preparable<P>): P {
  planOnce(db, query);
  return query.prepare(`sk_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`);
}

/**
 * A query prepared once without a server-side name: naming statements whose number follows the users'
 * query strings would let them pile up on every PostgreSQL connection (a fixed few, such as a list
 * without a query string, may use prepareNamed). An empty name is what node-postgres treats as unnamed.
 */
export function prepareUnnamed<P>(db: DbOrTx, query: Preparable<P>): P {
  planOnce(db, query);
  return query.prepare('');
}

/**
 * Statements whose whole shape and values follow from a short key (a list's raw query string and the
 * viewer's scope), built on the key's first request and reused while the key stays among the `size` most
 * recently used of its database handle. A build that throws (an invalid query) caches nothing. Only for
 * statements whose values depend on nothing but the key: never on the clock or the viewer's id.
 */
export function keyedStatements<T extends NonNullable<unknown>>(size = 100): (db: DbOrTx, key: string, build: () => T) => T {
  const byDb = new WeakMap<DbOrTx, LRUCache<string, T>>();
  return (db, key, build) => {
    let cache = byDb.get(db);
    if (!cache) {
      cache = new LRUCache<string, T>({ max: size });
      byDb.set(db, cache);
    }
    let statements = cache.get(key);
    if (statements === undefined) {
      statements = build();
      cache.set(key, statements);
    }
    return statements;
  };
}

import { createHash } from 'node:crypto';
import type { DbOrTx } from './client.ts';
import { withCompiledRowMapper } from './compiled-row-mapper.ts';
import { planOnceOnPglite } from './pglite-plan-once.ts';

/**
 * Drizzle renders a query builder to SQL text and wraps it in a prepared query on every execution; for a
 * small, hot query that costs more CPU than the database spends answering it (issue 14's profile: a fifth
 * of the server's time under GET /api/levels). The helpers below keep the prepared query instead, per
 * database handle (a WeakMap, so a transaction's statements go with it), and only execute it per request;
 * its rows are mapped by a function made once (compiled-row-mapper.ts).
 */

interface Preparable<P> {
  prepare(name: string): P;
  toSQL(): { sql: string };
}

/**
 * A fixed-shape statement, values passed as `sql.placeholder('name')` and given to `execute({ name })`.
 * It is a named server-side prepared statement on PostgreSQL (named after a hash of its text, so two
 * statements never clash), parsed and planned once per connection; PGlite ignores the name.
 */
export function preparedQuery<P>(build: (db: DbOrTx) => Preparable<P>): (db: DbOrTx) => P {
  const byDb = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = prepareNamed(build(db));
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

/** A named server-side prepared statement, named after a hash of its text so two never clash. */
export const prepareNamed = <P>(query: Preparable<P>): P => {
  const name = `sk_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
  return prepareAs(query, name);
};

/** The query prepared under `name`, its rows mapped by a function made once, planned once on PGlite. */
function prepareAs<P>(query: Preparable<P>, name: string): P {
  const prepare = () => withCompiledRowMapper(query.prepare(name));
  return planOnceOnPglite(prepare(), prepare);
}

/**
 * Statements whose whole shape and values follow from a short key (a list's raw query string and the
 * viewer's scope), built on the key's first request and reused while the key stays among the `size` most
 * recently used of its database handle. A build that throws (an invalid query) caches nothing. Only for
 * statements whose values depend on nothing but the key: never on the clock or the viewer's id.
 */
export function keyedStatements<T>(size = 100): (db: DbOrTx, key: string, build: () => T) => T {
  const byDb = new WeakMap<DbOrTx, { entries: Map<string, T>; newest?: string }>();
  return (db, key, build) => {
    let cache = byDb.get(db);
    if (!cache) {
      cache = { entries: new Map() };
      byDb.set(db, cache);
    }
    const { entries } = cache;
    const hit = entries.get(key);
    if (hit !== undefined) {
      // Most recently used last, so the first key is the one to evict; a hot key asked for again and
      // again is already last and is not moved.
      if (cache.newest !== key) {
        entries.delete(key);
        entries.set(key, hit);
        cache.newest = key;
      }
      return hit;
    }
    const built = build();
    entries.set(key, built);
    cache.newest = key;
    if (entries.size > size) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return built;
  };
}

/**
 * A query prepared once without a server-side name: naming statements whose number follows the users'
 * query strings would let them pile up on every PostgreSQL connection (a fixed few, such as a list
 * without a query string, may use prepareNamed). An empty name is what node-postgres (and PGlite, which
 * takes no names) treat as unnamed. On PGlite, a statement without placeholders is PREPAREd once with its
 * values written in, and then only EXECUTEd (pglite-plan-once.ts, decision 039); so is prepareNamed's.
 */
export const prepareUnnamed = <P>(query: Preparable<P>): P => prepareAs(query, '');

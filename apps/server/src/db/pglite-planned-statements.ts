import { createHash } from 'node:crypto';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/**
 * PGlite parses and plans every statement anew, in WebAssembly: the student search page's statement took
 * 5.3 ms with bind parameters against 1.2 ms PREPAREd once with its values written in and then EXECUTEd
 * (10,000 students; decision 039). PGlite is one session, so SQL's own PREPARE/EXECUTE keeps a plan for
 * the process. Statements registered with `planOnce` (statement-cache.ts) are run that way:
 * - a statement whose values are fixed when it is built (a list keyed by its query string) is PREPAREd
 *   with them written in by drizzle (`SQL.inlineParams()`), so it has one plan, and then only EXECUTEd;
 * - a statement with placeholders (the user by id) is PREPAREd with its parameters and EXECUTEd with the
 *   call's values, when they are whole numbers or booleans, which need no quoting (decision 041).
 * The client handed to drizzle is PGlite itself except for `query`, which sends `EXECUTE <name>` in place
 * of a registered statement: drizzle still maps the rows, which have the same columns. Everything else
 * (transactions, statements not registered, values that do not fit) goes to PGlite as it was.
 */

interface Plan {
  name: string;
  /** What PREPARE gets. */
  text: string;
  parameterised: boolean;
  prepared?: Promise<void>;
  /** False once PGlite refused to PREPARE it: it takes the ordinary path from then on. */
  usable: boolean;
}

/** Prepared statements kept per PGlite instance; past this many the least recently used is deallocated. */
export const maxPreparedStatements = 200;
/** Statements remembered as worth planning once, prepared or not. */
const maxRegistered = 1000;

class Planner {
  readonly registered = new LRUCache<string, Plan>({ max: maxRegistered });
  private readonly preparedPlans: LRUCache<string, Plan>;
  private conforming: Promise<void> | undefined;

  constructor(
    private readonly client: PGlite,
    maxPrepared: number,
  ) {
    this.preparedPlans = new LRUCache<string, Plan>({
      max: maxPrepared,
      // Queued behind any EXECUTE already sent (PGlite runs one statement at a time); a later EXECUTE of
      // it prepares it again.
      dispose: (plan) => {
        plan.prepared = undefined;
        client.exec(`deallocate ${plan.name}`).catch(() => {});
      },
    });
  }

  register(key: string, text: string, parameterised: boolean) {
    if (this.registered.has(key)) return;
    const name = `sk_plan_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.registered.set(key, { name, text, parameterised, usable: true });
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    const plan = this.registered.get(text) ?? this.registered.get(fixedKey(text, params));
    if (!plan?.usable || (plan.parameterised && !params.every(isPlainArgument))) {
      return this.client.query<T>(text, params, options);
    }
    const call = plan.parameterised ? `execute ${plan.name}(${params.map(String).join(', ')})` : `execute ${plan.name}`;
    try {
      await this.prepare(plan);
    } catch {
      plan.usable = false;
      return this.client.query<T>(text, params, options);
    }
    try {
      return await this.client.query<T>(call, [], options);
    } catch (error) {
      // 26000: deallocated meanwhile (evicted, or a DEALLOCATE ALL elsewhere): prepare it again, once.
      if ((error as { code?: unknown }).code !== '26000') throw error;
      this.preparedPlans.delete(plan.name);
      await this.prepare(plan);
      return this.client.query<T>(call, [], options);
    }
  }

  private prepare(plan: Plan): Promise<void> {
    if (plan.prepared) {
      this.preparedPlans.get(plan.name);
      return plan.prepared;
    }
    const preparing = this.checkConforming().then(() => this.client.exec(`prepare ${plan.name} as ${plan.text}`));
    plan.prepared = preparing.then(() => undefined);
    plan.prepared.catch(() => {
      plan.prepared = undefined;
      this.preparedPlans.delete(plan.name);
    });
    this.preparedPlans.set(plan.name, plan);
    return plan.prepared;
  }

  private checkConforming() {
    this.conforming ??= assertConformingStrings(this.client);
    return this.conforming;
  }
}

/** drizzle writes text by doubling its quotes (`escapeString`), complete only with standard_conforming_strings on. */
export async function assertConformingStrings(client: Pick<PGlite, 'query'>): Promise<void> {
  const { rows } = await client.query<{ on: boolean }>(`select current_setting('standard_conforming_strings') = 'on' as on`);
  if (!rows[0]?.on) throw new Error('standard_conforming_strings must be on to write values into statements');
}

const fixedKey = (text: string, params: readonly unknown[]) => `${text}\u0000${JSON.stringify(params)}`;

/** A value EXECUTE takes as it is written by String(): no quoting, no sign that could start a comment. */
const isPlainArgument = (value: unknown) =>
  typeof value === 'boolean' || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0);

/** A value drizzle writes into a statement as a literal that means what the parameter meant. */
const isInlinable = (value: unknown) =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && !value.includes('\0'));

const isPlaceholder = (param: unknown) => is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

const planners = new WeakMap<object, Planner>();
const dialect = new PgDialect();

/** PGlite as drizzle's client, running the statements registered with planOnce as planned-once statements. */
export function withPlannedStatements(client: PGlite, maxPrepared = maxPreparedStatements): PGlite {
  const planner = new Planner(client, maxPrepared);
  const query = planner.query.bind(planner);
  const planning = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields, so they run with PGlite itself as `this`.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  planners.set(planning, planner);
  return planning;
}

interface Plannable {
  toSQL(): { sql: string; params: unknown[] };
  getSQL(): SQL;
}

/**
 * Marks a query built on `db` to be planned once, when `db` is the database on PGlite (not a transaction,
 * not PostgreSQL, which plans quickly in native code and keeps its own named statements).
 */
export function planOnce(db: object, query: Plannable): void {
  const planner = planners.get((db as { $client?: object }).$client ?? {});
  if (!planner) return;
  const { sql: text, params } = query.toSQL();
  if (params.some(isPlaceholder)) {
    planner.register(text, text, true);
  } else if (params.every(isInlinable)) {
    const inlined = dialect.sqlToQuery(query.getSQL().inlineParams());
    if (inlined.params.length === 0) planner.register(fixedKey(text, params), inlined.sql, false);
  }
}

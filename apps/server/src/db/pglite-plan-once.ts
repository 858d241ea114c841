import { createHash } from 'node:crypto';
import { fillPlaceholders, is, Param, Placeholder } from 'drizzle-orm';

/**
 * PGlite parses and plans every statement anew, in WebAssembly, and for the student search page that is
 * most of the work: 5.3 ms a request with bind parameters against 1.2 ms for the same statement PREPAREd
 * once without parameters and EXECUTEd (10,000 students; decision 039). A statement that takes no values
 * at execution (its values are fixed when it is built: the list statements keyed by their query string,
 * the levels) is therefore PREPAREd once per PGlite instance with its values written in as literals,
 * which also gives it one generic plan, and then only EXECUTEd; a statement with placeholders is PREPAREd
 * once with its parameters and EXECUTEd with each call's values (decision 041). PostgreSQL keeps its own
 * named and unnamed statements (statement-cache.ts); PGlite transactions and values that are not plain
 * numbers, booleans or text take the ordinary path.
 */

interface PgliteLike {
  exec(text: string): Promise<unknown>;
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  waitReady: Promise<void>;
}

/** What drizzle's PglitePreparedQuery keeps (drizzle-orm 0.45): the client, the SQL text and its values. */
interface DrizzlePgliteQuery {
  client?: unknown;
  queryString?: unknown;
  params?: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Prepared statements kept per PGlite instance; past this many the least recently used is deallocated. */
export const maxPlannedStatements = 200;

const isRootPglite = (client: unknown): client is PgliteLike =>
  typeof client === 'object' &&
  client !== null &&
  'waitReady' in client &&
  typeof (client as PgliteLike).exec === 'function' &&
  typeof (client as PgliteLike).query === 'function';

/**
 * A value as an SQL literal, or undefined when it is not one this module writes. Text is quoted by doubling
 * its quotes, which is complete only with standard_conforming_strings on (checked before any PREPARE);
 * text with a NUL byte is refused, since it would end the statement early on its way into PGlite.
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // Parenthesised when negative or fractional, so no operator before it can turn into a comment (`--1`).
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : `(${String(value)})`;
  }
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/** Text written by sqlLiteral is quoted completely only with standard_conforming_strings on: refuses otherwise. */
export async function assertConformingStrings(client: Pick<PgliteLike, 'query'>): Promise<void> {
  const { rows } = await client.query<{ on: boolean }>(`select current_setting('standard_conforming_strings') = 'on' as on`);
  if (!rows[0]?.on) throw new Error('standard_conforming_strings must be on to write values as literals');
}

/** sqlLiteral for a value the caller has already checked: throws rather than write what it refuses. */
export function requiredLiteral(value: unknown): string {
  const literal = sqlLiteral(value);
  if (literal === undefined) throw new Error(`not writable as an SQL literal: ${typeof value}`);
  return literal;
}

/**
 * The statement as it is when every `$` in it is one of its parameters (`$n`), or undefined: a `$` inside a
 * quoted literal or a dollar-quoted body could not be told apart from one by the checks below.
 */
export function withOnlyPlaceholders(text: string): string | undefined {
  const withoutQuoted = text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"/g, '');
  if ((withoutQuoted.match(/\$/g) ?? []).length !== (text.match(/\$/g) ?? []).length) return undefined;
  if (/\$(?!\d)/.test(text)) return undefined;
  return text;
}

/**
 * The statement with its `$n` placeholders replaced by their values as literals, or undefined when a value
 * cannot be written so or the text holds a `$` that is not one of its placeholders (inside a quoted
 * literal, say), where a textual replacement could change its meaning.
 */
export function inlineValues(text: string, values: readonly unknown[]): string | undefined {
  const literals = values.map(sqlLiteral);
  if (literals.some((literal) => literal === undefined) || withOnlyPlaceholders(text) === undefined) return undefined;
  let valid = true;
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const literal = literals[Number(n) - 1];
    if (literal === undefined) valid = false;
    return literal ?? '';
  });
  return valid ? inlined : undefined;
}

/** The SQLSTATE of a database error, also when drizzle wraps it (DrizzleQueryError keeps it as the cause). */
const sqlState = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = code ?? cause?.code;
  return typeof found === 'string' ? found : undefined;
};

class PlannedStatements {
  private readonly prepared = new Map<string, Promise<void>>();
  private conforming: Promise<void> | undefined;

  constructor(
    private readonly client: PgliteLike,
    private readonly max: number,
  ) {}

  /** Resolves once `name` is prepared in this instance (most recently used last, so eviction is LRU). */
  ensure(name: string, text: string): Promise<void> {
    const known = this.prepared.get(name);
    if (known) {
      this.prepared.delete(name);
      this.prepared.set(name, known);
      return known;
    }
    const preparing = this.checkConforming()
      .then(() => this.client.exec(`prepare ${name} as ${text}`))
      .then(() => undefined);
    this.prepared.set(name, preparing);
    preparing.catch(() => {
      if (this.prepared.get(name) === preparing) this.prepared.delete(name);
    });
    if (this.prepared.size > this.max) {
      const oldest = this.prepared.keys().next().value;
      if (oldest !== undefined) {
        this.prepared.delete(oldest);
        // Queued behind any EXECUTE already sent (PGlite runs one statement at a time); a later EXECUTE of
        // it finds it gone and prepares it again.
        this.client.exec(`deallocate ${oldest}`).catch(() => {});
      }
    }
    return preparing;
  }

  forget(name: string) {
    this.prepared.delete(name);
  }

  private checkConforming() {
    this.conforming ??= assertConformingStrings(this.client);
    return this.conforming;
  }
}

const registries = new WeakMap<PgliteLike, PlannedStatements>();

export function plannedStatementsFor(client: PgliteLike, max = maxPlannedStatements) {
  let registry = registries.get(client);
  if (!registry) {
    registry = new PlannedStatements(client, max);
    registries.set(client, registry);
  }
  return registry;
}

/**
 * `prepared` (drizzle's prepared query for `build`), made to run as a PGlite statement planned once where
 * that applies; otherwise `prepared` as it was. `build` makes a second prepared query of the same builder,
 * whose text becomes `EXECUTE <name>`: drizzle then maps the rows exactly as for the original.
 * - A statement whose values are all fixed is PREPAREd with them written in, one statement per text and
 *   values, and EXECUTEd as it is.
 * - A statement with placeholders (`sql.placeholder`, values given at each execution: the user by id, say)
 *   is PREPAREd once as it is, its `$n` left as parameters whose types PostgreSQL infers once, and each
 *   execution is `EXECUTE <name>(<values as literals>)`: 0.6 ms instead of 1.15 ms for the user with its
 *   account, which PGlite otherwise parses and plans at every request (decision 041). A call with a value
 *   sqlLiteral refuses takes the ordinary path.
 */
export function planOnceOnPglite<P>(prepared: P, build: () => P): P {
  const plain = prepared as unknown as DrizzlePgliteQuery;
  const client = plain.client;
  if (!isRootPglite(client) || typeof plain.queryString !== 'string' || !Array.isArray(plain.params)) return prepared;
  const params: unknown[] = plain.params;
  const parameterised = params.some((param) => is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder)));
  const text = parameterised ? withOnlyPlaceholders(plain.queryString) : inlineValues(plain.queryString, params);
  if (text === undefined) return prepared;
  const fast = build() as unknown as DrizzlePgliteQuery;
  const name = `sk_once_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  fast.params = [];
  const registry = plannedStatementsFor(client);
  const execute = plain.execute.bind(plain);
  let usable = true;
  plain.execute = async (values) => {
    if (!usable) return execute(values);
    let call = `execute ${name}`;
    if (parameterised) {
      const literals = fillPlaceholders(params, values ?? {}).map(sqlLiteral);
      if (literals.some((literal) => literal === undefined)) return execute(values);
      call = `execute ${name}(${literals.join(', ')})`;
    }
    try {
      await registry.ensure(name, text);
    } catch {
      // A statement PGlite will not PREPARE this way (a value or parameter whose type it cannot infer, say)
      // keeps the ordinary path from now on.
      usable = false;
      return execute(values);
    }
    // drizzle reads the text before its first await, so concurrent calls each send their own.
    fast.queryString = call;
    try {
      return await fast.execute();
    } catch (error) {
      // 26000: deallocated meanwhile (evicted, or a DEALLOCATE ALL elsewhere): prepare it again, once.
      if (sqlState(error) !== '26000') throw error;
      registry.forget(name);
      await registry.ensure(name, text);
      fast.queryString = call;
      return fast.execute();
    }
  };
  return prepared;
}

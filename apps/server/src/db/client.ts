import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { withPlannedStatements } from './pglite-planned-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A connection string for LISTEN/NOTIFY users (the Socket.IO adapter); only for PostgreSQL. */
  url?: string;
  ping(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (the metrics read it at each scrape). */
  poolCounts?: () => PoolCounts;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, so tests can clone a migrated database. */
  dump?: () => Promise<Blob>;
}

export interface PoolCounts {
  /** Open connections, idle ones included. */
  total: number;
  idle: number;
  /** Queries queued for a connection because all `max` are busy. */
  waiting: number;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The one place where PGlite versus PostgreSQL is decided: DATABASE_URL set means `pg`, otherwise
 * PGlite with its data in `dataDir` (or in memory, or from a dumped snapshot, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  pgliteSnapshot?: Blob;
  migrate?: boolean;
}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir, options.pgliteSnapshot);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // numeric and bigint arrive as strings from pg; drizzle's mode:'number' columns convert them.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // opens a new one on the next query.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    ping: async () => {
      await pool.query('select 1');
    },
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** PGlite's shared_buffers (see openPglite). */
export const pgliteSharedBuffers = '16MB';

async function openPglite(dir?: string, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs the staff tables' name searches (migration 0005); PGlite loads extensions per instance.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // PGlite reads options from the first argument only when no data directory string is given.
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers is all resident in PGlite from the start (its
    // WebAssembly mmap zero-fills what it allocates), for a database of a few MB whose pages the OS
    // caches anyway (issue 14, decision 036).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  });
  await client.waitReady;
  // The hot statements are planned once in PGlite's session (pglite-planned-statements.ts).
  const db = drizzle({ client: withPlannedStatements(client), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** An arbitrary 64-bit key for PostgreSQL's advisory lock around migrations, the same in every process. */
const migrationLockKey = '7304617264731907';

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Several processes start at once (a new deployment, a restart of all): one migrates, the others wait
    // for it and then find nothing to do, instead of creating the same tables at once and failing. The
    // session lock is held on a connection of its own and ends with it, even if this process dies.
    if (!database.url) throw new Error('a PostgreSQL database without its URL cannot be migrated');
    const { default: pg } = await import('pg');
    const lock = new pg.Client({ connectionString: database.url });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migrate(database.db as never, { migrationsFolder });
    } finally {
      await lock.end();
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}

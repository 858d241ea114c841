import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { adminPool } from './postgres-admin.ts';

/**
 * A private, migrated database (with the skill catalogue) for one test file: on PostgreSQL when the run has
 * DATABASE_URL, else on PGlite. `embedded` asks for PGlite either way, for the tests of PGlite's own code.
 */
export async function createTestDatabase(options: { embedded?: boolean } = {}): Promise<Database> {
  const setup = inject('testDatabase');
  if (options.embedded || !setup.postgres) {
    const snapshot = new Blob([await readFile(setup.pgliteSnapshotFile)]);
    return openDatabase({ pgliteSnapshot: snapshot, migrate: false });
  }
  const name = `sk_test_${randomBytes(6).toString('hex')}`;
  const pool = adminPool(setup.postgres.url);
  await pool.query(`create database "${name}" template "${setup.postgres.template}"`);
  const url = new URL(setup.postgres.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      await pool.query(`drop database if exists "${name}" with (force)`);
      await pool.end();
    },
  };
}

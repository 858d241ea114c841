import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { adminPool } from './postgres-admin.ts';

/** A private, migrated database (with the skill catalogue) for one test file. */
export async function createTestDatabase(): Promise<Database> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    const snapshot = new Blob([await readFile(setup.snapshotFile)]);
    return openDatabase({ pgliteSnapshot: snapshot, migrate: false });
  }
  const name = `sk_test_${randomBytes(6).toString('hex')}`;
  const pool = adminPool(setup.url);
  await pool.query(`create database "${name}" template "${setup.template}"`);
  const url = new URL(setup.url);
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

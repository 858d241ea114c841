import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPool } from '../../test/postgres-admin.ts';
import { openDatabase } from './client.ts';

// Three processes of a new deployment start at once on an empty PostgreSQL database.
const baseUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `sk_migrate_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
const admin = adminPool(baseUrl);

beforeAll(async () => {
  await admin.query(`create database "${dbName}"`);
});

afterAll(async () => {
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

describe('migrations on PostgreSQL', () => {
  it('run once when several processes start together: one migrates, the others wait and find it done', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl, pgliteDir: '' })));
    try {
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const { rows } = await check.query<{ n: number; distinct: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      await check.end();
      // Every migration once: none was applied twice, none failed half-way.
      expect(rows[0]?.n).toBeGreaterThan(20);
      expect(rows[0]?.distinct).toBe(rows[0]?.n);
      for (const database of databases) await database.ping();
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});

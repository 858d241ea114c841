import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { Db } from './client.ts';
import { createPgliteStatisticsJob } from './pglite-statistics-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ embedded: true });
});
afterAll(() => t.close());

const logger = { error: () => {} };
const neverAnalysed = async (db: Db) => {
  const result = await db.execute(sql`select count(*)::int as n from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'r' and reltuples < 0`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

it('analyses a database with a table never analysed, at once and then on every pass', async () => {
  const { db } = t.database;
  // As a PGlite database that grew from empty: no table analysed.
  await db.execute(sql`update pg_class set reltuples = -1 where relnamespace = 'public'::regnamespace and relkind = 'r'`);
  expect(await neverAnalysed(db)).toBeGreaterThan(0);
  const job = createPgliteStatisticsJob({ db, logger });
  expect(await job.runOnce()).toBe(1);
  expect(await neverAnalysed(db)).toBe(0);
  expect(await job.runOnce()).toBe(1);
});

it('skips the pass at start when every table has statistics', async () => {
  const { db } = t.database;
  await db.execute(sql`analyze`);
  const job = createPgliteStatisticsJob({ db, logger });
  expect(await job.runOnce()).toBe(0);
  expect(await job.runOnce()).toBe(1);
});

it('is registered on PGlite', () => {
  expect(t.app.pgliteStatistics).toBeDefined();
});

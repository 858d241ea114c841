import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { prepareFromTemplate, templateKey } from './pglite-template.ts';

let root: string;
let cache: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studiekraft-template-test-'));
  cache = path.join(root, 'cache');
  // A template of older migrations, which making the current one must clear away.
  mkdirSync(path.join(cache, 'pglite-template-stale'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tableCount = async (dir: string) => {
  const database = await openDatabase({ pgliteDir: dir, migrate: false });
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'users'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return rows[0]?.n;
  } finally {
    await database.close();
  }
};

it('makes a migrated template once, then gives every new data directory a copy of it', async () => {
  const first = path.join(root, 'first', 'db');
  expect(await prepareFromTemplate(first, cache)).toBe('created-template');
  // Migrated without migrate: the copy already has the schema.
  expect(await tableCount(first)).toBe(1);
  expect(readdirSync(cache)).toEqual([`pglite-template-${templateKey()}`]);

  const second = path.join(root, 'second', 'db');
  expect(await prepareFromTemplate(second, cache)).toBe('copied');
  expect(await tableCount(second)).toBe(1);
  // No scratch folders left beside the copies.
  expect(readdirSync(path.join(root, 'second'))).toEqual(['db']);
}, 180_000);

it('never touches a data directory that already holds something', async () => {
  const existing = path.join(root, 'existing');
  mkdirSync(existing, { recursive: true });
  writeFileSync(path.join(existing, 'marker'), 'mine');
  expect(await prepareFromTemplate(existing, cache)).toBe('existing');
  expect(readdirSync(existing)).toEqual(['marker']);
  expect(existsSync(path.join(existing, 'PG_VERSION'))).toBe(false);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';

// Decision 050: a search must not scan a pending list of unmerged entries, so every trigram index the
// migrations create, and any added later, is built without one.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

it('builds every trigram index without a pending list', async () => {
  const indexes = rowsOf<{ name: string; options: string[] | null }>(
    await database.db.execute(sql`
      select c.relname as name, c.reloptions as options
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_opclass o on o.oid = any(i.indclass::oid[])
      where o.opcname = 'gin_trgm_ops'
      order by c.relname`),
  );
  expect(indexes.map((index) => index.name)).toEqual([
    'customers_full_name_trgm_idx',
    'listed_student_names_trgm_idx',
    'projects_name_trgm_idx',
    'students_name_trgm_idx',
  ]);
  for (const index of indexes)
    expect({ name: index.name, options: index.options }).toEqual({ name: index.name, options: ['fastupdate=off'] });
});

import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../client.ts';
import { levels, paygrades, skillGroups, skills } from '../schema/index.ts';
import { ensureCatalogue } from './ensure-catalogue.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const levelCount = async () => (await database.db.select({ n: count() }).from(levels))[0]?.n;

it('leaves an existing catalogue alone', async () => {
  await database.db.update(levels).set({ name: 'Edited by staff' }).where(sql`${levels.key} = 'mastermind'`);
  expect(await ensureCatalogue(database.db)).toEqual({ created: false });
  const [edited] = await database.db.select({ name: levels.name }).from(levels).where(sql`${levels.key} = 'mastermind'`);
  expect(edited?.name).toBe('Edited by staff');
});

it('fills an empty one, so production without demo data still has levels, skills and paygrades', async () => {
  await database.db.execute(sql`truncate ${paygrades}, ${skills}, ${skillGroups}, ${levels} cascade`);
  expect(await levelCount()).toBe(0);
  expect(await ensureCatalogue(database.db)).toEqual({ created: true });
  expect(await levelCount()).toBe(3);
  expect((await database.db.select({ n: count() }).from(skills))[0]?.n).toBeGreaterThan(0);
});

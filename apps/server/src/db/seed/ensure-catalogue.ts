import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { levels } from '../schema/index.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/**
 * Levels, skills and paygrades are product data, not demo data: a production database without the demo
 * seed needs them too. Only an empty catalogue is filled, so later edits by staff are never overwritten
 * by a restart. Safe to race: the catalogue seed upserts.
 */
export async function ensureCatalogue(db: Db): Promise<{ created: boolean }> {
  const [row] = await db.select({ n: count() }).from(levels);
  if ((row?.n ?? 0) > 0) return { created: false };
  await seedCatalogue(db);
  return { created: true };
}

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, pgliteSharedBuffers } from './client.ts';

it('opens PGlite with its small shared_buffers, not PostgreSQL default 128 MB', async () => {
  const database = await openDatabase({ migrate: false });
  try {
    const result = await database.db.execute(sql`show shared_buffers`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { shared_buffers: string }[];
    expect(rows[0]?.shared_buffers).toBe(pgliteSharedBuffers);
    expect(pgliteSharedBuffers).not.toBe('128MB');
  } finally {
    await database.close();
  }
});

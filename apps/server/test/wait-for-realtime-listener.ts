import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';

/**
 * On PostgreSQL, waits until the Socket.IO adapter's LISTEN connection is up. @socket.io/postgres-adapter
 * connects it in the background; an app closed before that (a test file whose tests take a few ms) loses
 * track of the connection, which is then never released, and the pool's end() hangs the close forever.
 * Seen in pg_stat_activity as this database's idle connection whose last statement was the LISTEN.
 */
export async function waitForRealtimeListener(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  await vi.waitFor(
    async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state = 'idle' and query like 'LISTEN %'`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n).toBeGreaterThan(0);
    },
    { timeout: 15_000, interval: 10 },
  );
}

import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { preparedQuery } from '../db/statement-cache.ts';

/** How far the mail is behind: what waits to be sent, what was given up, and how long the oldest has waited. */
export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** Seconds since the oldest pending mail was written; 0 when nothing is pending. */
  oldestPendingAgeSeconds: number;
}

const pending = sql`${outboxEmails.status} = 'pending'`;

// Read by every health check (GET /api/health, through the mail worker's state) and every metrics scrape:
// prepared once per database handle, on the outbox's status index.
const backlogQuery = preparedQuery((db) =>
  db
    .select({
      pending: sql`count(*) filter (where ${pending})`.mapWith(Number),
      failed: sql`count(*) filter (where ${outboxEmails.status} = 'failed')`.mapWith(Number),
      oldestSeconds: sql`extract(epoch from now() - min(${outboxEmails.created_at}) filter (where ${pending}))`.mapWith(Number),
    })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['pending', 'failed'])),
);

/** The outbox's backlog in one query: the mail worker's state and the metrics' gauges read the same numbers. */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await backlogQuery(db).execute();
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    // A clock step back could make the newest mail look younger than now; an age is never negative.
    oldestPendingAgeSeconds: Math.max(0, row?.oldestSeconds ?? 0),
  };
}

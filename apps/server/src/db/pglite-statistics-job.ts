import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bindPeriodicJob, createPeriodicJob, type PeriodicJob, type PeriodicJobObserver } from '../lib/periodic-job.ts';
import type { Db } from './client.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * PGlite has no autovacuum, so nothing ever runs ANALYZE: a database that grew from empty keeps no
 * statistics, and the planner then misjudges the student search (with a skill filter it reads and sorts
 * every student with the skill instead of walking the name index for one page; decision 037). This job
 * analyses the whole database every `intervalMs` (6 h by default; about half a second at 10,000 students,
 * during which PGlite answers nothing else). Its first pass, at start, analyses only a database with a
 * table never analysed, so a restart does not stall the first requests.
 */
export function createPgliteStatisticsJob(options: {
  db: Db;
  logger: { error(obj: object, msg: string): void };
  intervalMs?: number;
  /** Counts the job's passes and failures (plugins/metrics.ts). */
  observer?: PeriodicJobObserver;
}): PeriodicJob {
  const { db } = options;
  let first = true;
  async function pass(): Promise<number> {
    const onlyIfNeverAnalysed = first;
    first = false;
    if (onlyIfNeverAnalysed) {
      // reltuples is -1 until a table's first ANALYZE (or VACUUM).
      const result = await db.execute(sql`select count(*)::int as n from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' and reltuples < 0`);
      const [row] = (result as unknown as { rows: { n: number }[] }).rows;
      if (!row || row.n === 0) return 0;
    }
    await db.execute(sql`analyze`);
    return 1;
  }
  return createPeriodicJob({
    pass,
    intervalMs: options.intervalMs ?? 6 * HOUR_MS,
    logger: options.logger,
    failureMessage: 'PGlite statistics pass failed',
    observer: options.observer,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Only on PGlite; PostgreSQL's autovacuum keeps its own statistics. */
    pgliteStatistics?: PeriodicJob;
  }
}

/** `app.pgliteStatistics` on PGlite, started when the app is ready and stopped when it closes. */
export const pgliteStatisticsPlugin = fp(
  async (app: FastifyInstance, opts: { start: boolean }) => {
    if (app.database.kind !== 'pglite') return;
    const job = createPgliteStatisticsJob({
      db: app.database.db,
      logger: app.log.child({ module: 'pglite-statistics' }),
      observer: app.metrics?.observeJob('pglite-statistics'),
    });
    app.decorate('pgliteStatistics', job);
    bindPeriodicJob(app, job, opts.start);
  },
  { name: 'pglite-statistics' },
);

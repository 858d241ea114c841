import { Gauge, type Registry } from 'prom-client';
import type { Database, PoolCounts } from '../../db/client.ts';

/**
 * Which database this process uses and, on PostgreSQL, its pool's connections at scrape time: a pool with
 * queries waiting is the first sign the database (or `max`) is too small. PGlite has no pool.
 */
export function databasePoolMetrics(registry: Registry, database: Pick<Database, 'kind' | 'poolCounts'>): void {
  new Gauge({
    name: 'database_info',
    help: 'The database this process uses (label kind: pglite or postgres); always 1',
    labelNames: ['kind'],
    registers: [registry],
  }).set({ kind: database.kind }, 1);
  const { poolCounts } = database;
  if (!poolCounts) return;
  const gauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolCounts()));
      },
    });
  gauge('database_pool_connections', 'Open connections of the PostgreSQL pool, idle ones included', (c) => c.total);
  gauge('database_pool_idle_connections', 'Idle connections of the PostgreSQL pool', (c) => c.idle);
  gauge('database_pool_waiting_queries', 'Queries waiting for a connection of the PostgreSQL pool', (c) => c.waiting);
}

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { readOutboxBacklog } from '../emails/outbox-backlog.ts';
import type { PeriodicJobObserver } from '../lib/periodic-job.ts';
import { connectedSocketsMetrics } from './metrics/connected-sockets.ts';
import { databasePoolMetrics } from './metrics/database-pool.ts';
import { httpRequestMetrics } from './metrics/http-requests.ts';
import { jobRunMetrics } from './metrics/job-runs.ts';
import { mailOutboxMetrics } from './metrics/mail-outbox.ts';
import { createMetricsServer } from './metrics/metrics-server.ts';

export interface AppMetrics {
  /** This app's own registry, not prom-client's global one: several apps in one process never collide. */
  registry: Registry;
  observeJob(job: string): PeriodicJobObserver;
  /** Where the metrics server listens once the app is ready. */
  address(): AddressInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when METRICS_PORT is unset: no registry, no hook, no server. */
    metrics: AppMetrics | null;
  }
}

/**
 * Prometheus metrics (decision 072) on their own port (`config.metrics`), started when the app is ready
 * and closed with it. Registered before the routes, whose answers its hook counts, and before the jobs,
 * which take their observers from it; the sockets and the outbox are read only at scrape time.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const setting = app.config.metrics;
    if (!setting) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = httpRequestMetrics(registry);
    app.addHook('onResponse', async (request, reply) => {
      requests.observe({
        method: request.method,
        // The pattern, undefined when no route matched (the 404 handler).
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
    databasePoolMetrics(registry, app.database);
    mailOutboxMetrics(registry, () => readOutboxBacklog(app.database.db));
    connectedSocketsMetrics(registry, () => app.realtime.io.engine.clientsCount);
    const jobs = jobRunMetrics(registry);

    const log = app.log.child({ module: 'metrics' });
    const server = createMetricsServer(registry, log);
    app.addHook('onReady', async () => {
      const at = await server.listen(setting);
      log.info({ host: at.address, port: at.port }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => {
      await server.close();
    });
    app.decorate('metrics', { registry, observeJob: jobs.observeJob, address: server.address });
  },
  { name: 'metrics' },
);

import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { openSocket } from '../../test/socket-client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { createPeriodicJob } from '../lib/periodic-job.ts';

let t: TestApp;
let publicUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ config: { metrics: { port: 0, host: '127.0.0.1' } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function metricsUrl(): string {
  const at = t.app.metrics?.address();
  if (!at) throw new Error('the metrics server is not listening');
  return `http://${at.address}:${at.port}/metrics`;
}

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl());
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of the sample `name{labels}` in the exposition text, undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics on their own port', () => {
  it('listens on the configured address, another port than the public one', () => {
    const at = t.app.metrics?.address();
    expect(at?.address).toBe('127.0.0.1');
    expect(at?.port).not.toBe((t.app.server.address() as AddressInfo).port);
  });

  it('is not served on the public app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('answers only GET /metrics on its port', async () => {
    const at = t.app.metrics?.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${at.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${at.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('counts requests by method, route pattern and status, with their durations', async () => {
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    const unmatchedBefore = sample(await scrape(), 'http_requests_total', unmatched) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const user = await createUser(t.database.db, { type: 'CUSTOMER' });
    const { token } = await loginAs(t.app, user);
    expect(token).toBeTruthy();
    // A parameterised route is counted under its pattern, never under the id asked for.
    const missing = await t.app.inject({ method: 'GET', url: '/api/students/999999999' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    expect(unknown.statusCode).toBe(404);

    const text = await scrape();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(text, 'http_requests_total', health)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', health)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/auth/login', status_code: '200' })).toBe(1);
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/api/students/:id', status_code: String(missing.statusCode) }),
    ).toBe(1);
    // Every URL no route matched shares one label.
    expect(sample(text, 'http_requests_total', unmatched)).toBe(unmatchedBefore + 1);
    expect(text).not.toContain('999999999');
    expect(text).not.toContain('no-such-route');
  });

  it('reports the process: event-loop delay, heap, and the database kind', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'database_info', { kind: t.database.kind })).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'database_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'database_pool_waiting_queries')).toBe(0);
    } else {
      expect(sample(text, 'database_pool_connections')).toBeUndefined();
    }
  });

  it('reports the mail outbox backlog and the age of its oldest pending mail', async () => {
    const mail = { to: 'nobody@studiekraft.test', subject: 's', text: 't', html: '<p>t</p>', template: 'test' };
    await t.database.db
      .insert(outboxEmails)
      .values([{ ...mail, created_at: new Date(Date.now() - 10 * 60_000) }, { ...mail }, { ...mail, status: 'failed' }]);
    const text = await scrape();
    expect(sample(text, 'mail_outbox_pending')).toBe(2);
    expect(sample(text, 'mail_outbox_failed')).toBe(1);
    expect(sample(text, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
    await t.database.db.delete(outboxEmails);
    expect(sample(await scrape(), 'mail_outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('counts connected sockets', async () => {
    const user = await createUser(t.database.db, { type: 'CUSTOMER' });
    const { token } = await loginAs(t.app, user);
    expect(sample(await scrape(), 'socketio_connected_clients')).toBe(0);
    await openSocket(publicUrl, token, sockets);
    expect(sample(await scrape(), 'socketio_connected_clients')).toBe(1);
  });

  it('counts each job’s runs and failures', async () => {
    const job = { job: 'newsletter-pending-signups' };
    expect(sample(await scrape(), 'periodic_job_runs_total', job)).toBe(0);
    await t.app.newsletterPendingSignups.runOnce();
    await t.app.newsletterPendingSignups.runOnce();
    let text = await scrape();
    expect(sample(text, 'periodic_job_runs_total', job)).toBe(2);
    expect(sample(text, 'periodic_job_failures_total', job)).toBe(0);
    // A job whose pass fails, observed as the app's jobs are.
    const failing = createPeriodicJob({
      pass: () => Promise.reject(new Error('database down')),
      intervalMs: 60_000,
      failureMessage: 'test job failed',
      logger: { error: () => {} },
      observer: t.app.metrics?.observeJob('test-job'),
    });
    await expect(failing.runOnce()).rejects.toThrow('database down');
    text = await scrape();
    expect(sample(text, 'periodic_job_runs_total', { job: 'test-job' })).toBe(1);
    expect(sample(text, 'periodic_job_failures_total', { job: 'test-job' })).toBe(1);
    for (const name of ['application-retention', 'invoice-reminders', 'bookkeeping-retention'])
      expect(sample(text, 'periodic_job_runs_total', { job: name })).toBe(0);
  });
});

describe('several apps in one process', () => {
  it('with metrics off, have no registry and start no server', async () => {
    const off = await buildTestApp();
    try {
      expect(off.app.metrics).toBeNull();
      expect((await off.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('keep their own registries, and close their metrics servers with the app', async () => {
    const other = await buildTestApp({ config: { metrics: { port: 0, host: '127.0.0.1' } } });
    const at = other.app.metrics?.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${at.port}/metrics`)).status).toBe(200);
    const before = sample(await scrape(), 'http_requests_total', { method: 'GET', route: '/api/ready', status_code: '200' });
    await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(
      sample(await (await fetch(`http://127.0.0.1:${at.port}/metrics`)).text(), 'http_requests_total', { route: '/api/ready' }),
    ).toBe(1);
    // The first app counted none of the second app's requests.
    expect(sample(await scrape(), 'http_requests_total', { method: 'GET', route: '/api/ready', status_code: '200' })).toBe(
      before,
    );
    await other.close();
    expect(other.app.metrics?.address()).toBeNull();
    await expect(fetch(`http://127.0.0.1:${at.port}/metrics`)).rejects.toThrow();
  });
});

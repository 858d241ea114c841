import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { writeWebBuild } from '../../../test/web-build.ts';

let t: TestApp;
let withWeb: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const dist = writeWebBuild({ 'assets/app-abc123.js': 'console.log(1)' });
  withWeb = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  await withWeb.close();
});

describe('GET /api/health', () => {
  it('shows the mail worker’s last error to staff only (issue 33)', async () => {
    const { mailWorker } = t.app;
    const state = mailWorker.state;
    mailWorker.state = async () => ({ ...(await state()), lastError: 'ECONNECTION' });
    try {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(anonymous.json().mail).not.toHaveProperty('lastError');
      expect(anonymous.json().mail).toMatchObject({ pending: 0, failed: 0 });
      const employee = await createUser(t.database.db, { type: 'EMPLOYEE' });
      const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
      const asCustomer = await t.app.inject({ method: 'GET', url: '/api/health', headers: await bearerFor(t.app, customer) });
      expect(asCustomer.json().mail).not.toHaveProperty('lastError');
      const asStaff = await t.app.inject({ method: 'GET', url: '/api/health', headers: await bearerFor(t.app, employee) });
      expect(asStaff.json().mail).toMatchObject({ lastError: 'ECONNECTION' });
    } finally {
      mailWorker.state = state;
    }
  });

  it('reports the database and the mail worker', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: expect.stringMatching(/pglite|postgres/) },
      mail: { transport: 'capture', pending: 0, failed: 0 },
    });
  });

  it('answers 503 and tells which part is down when the mail state cannot be read', async () => {
    const { mailWorker, database } = t.app;
    const state = mailWorker.state;
    const ping = database.ping;
    let pings = 0;
    mailWorker.state = () => Promise.reject(new Error('outbox unreadable'));
    try {
      database.ping = () => {
        pings++;
        return ping();
      };
      const mailDown = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(mailDown.statusCode).toBe(503);
      expect(mailDown.json()).toMatchObject({ status: 'degraded', database: { ok: true }, mail: null });
      expect(pings).toBe(1);

      database.ping = () => Promise.reject(new Error('connection refused'));
      const bothDown = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(bothDown.statusCode).toBe(503);
      expect(bothDown.json()).toMatchObject({ status: 'degraded', database: { ok: false }, mail: null });
    } finally {
      mailWorker.state = state;
      database.ping = ping;
    }
    // A healthy answer needs no ping: the mail state came from the database.
    let healthyPings = 0;
    database.ping = () => {
      healthyPings++;
      return ping();
    };
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      database.ping = ping;
    }
    expect(healthyPings).toBe(0);
  });
});

describe('API root and docs', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/users/{id}',
        '/api/health',
        '/api/customers/',
        '/api/customers/quick',
        '/api/projects/',
        '/api/vat/check',
      ]),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });

  it('serves the reference page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    for (const app of [t.app, withWeb.app]) {
      const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NOT_FOUND' });
    }
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    // An API answer's policy allows nothing (plugins/security-headers.ts).
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets a page connect to its own origin only, WebSockets included (issue 33)', async () => {
    const page = await withWeb.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const socketOrigin = new URL(withWeb.config.publicUrl).origin.replace(/^http/, 'ws');
    const connect = policy.split(';').find((directive) => directive.startsWith('connect-src'));
    expect(connect).toBe(`connect-src 'self' ${socketOrigin}`);
  });
});

describe('the web app on the same origin', () => {
  it('serves index.html for client-side routes, uncached', async () => {
    for (const url of ['/', '/students/search', '/administration/projects?x=1']) {
      const response = await withWeb.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      // The title is filled in per page on the server (plugins/seo); every page carries the brand.
      expect(response.body).toMatch(/<title>[^<]*Studiekraft[^<]*<\/title>/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await withWeb.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

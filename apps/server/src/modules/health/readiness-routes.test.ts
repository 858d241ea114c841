import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { readinessPlugin } from '../../plugins/readiness.ts';
import { readinessRoutes } from './readiness-routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/ready', () => {
  it('answers ready while the database answers and the process is not draining', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 unavailable when the database does not answer, and ready again once it does', async () => {
    const { database } = t.app;
    const ping = database.ping;
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      database.ping = ping;
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('leaves GET /api/health answering whether the process lives', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

describe('draining', () => {
  it('answers 503 draining once the process starts draining, while /api/health still answers 200', async () => {
    const draining = await buildTestApp();
    try {
      expect(draining.app.readiness.draining).toBe(false);
      draining.app.readiness.startDraining();
      expect(draining.app.readiness.draining).toBe(true);
      const ready = await draining.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await draining.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Another app in the same process is not draining: the flag is per app.
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('a database that hangs', () => {
  it('counts as unavailable once the ping outlasts its timeout, rather than holding the probe', async () => {
    // Just the plugin and the route, so the ping's timeout can be short.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('database', { ping: () => new Promise<void>(() => {}) } as never);
    await app.register(readinessPlugin);
    await app.register(readinessRoutes, { pingTimeoutMs: 20 });
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});

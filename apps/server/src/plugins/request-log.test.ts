import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.ts';

it('logs one line per request, after the answer, with method, route pattern, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({
    logger: {
      level: 'info',
      stream,
      serializers: { req: (req) => ({ method: req.method, route: req.routeOptions?.url ?? 'unmatched', reqId: req.id }) },
    },
    logController: new OneLinePerRequest(),
  });
  app.get('/things/:id', async () => ({ ok: true }));
  await app.ready();
  try {
    expect((await app.inject({ method: 'GET', url: '/things/42?secret=token' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
  const requestLines = lines.filter((line) => line.req !== undefined);
  expect(requestLines).toHaveLength(2);
  expect(requestLines[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', route: '/things/:id' },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
  expect(requestLines[1]).toMatchObject({ req: { route: 'unmatched' }, res: { statusCode: 404 } });
  // The pattern, never the raw URL (tokens travel in paths and queries).
  expect(JSON.stringify(lines)).not.toContain('secret=token');
  expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
});

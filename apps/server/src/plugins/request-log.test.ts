import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { loggerOptions, OneLinePerRequest } from './request-log.ts';

/** The server's own logger options, writing into an array. */
async function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: loggerOptions({ logLevel: 'info' } as Config, stream), logController: new OneLinePerRequest() });
  await app.register(errorHandlerPlugin);
  return app;
}

it('logs one line per request, after the answer, with method, route pattern, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const app = await appLoggingTo(lines);
  app.get('/things/:id', async () => ({ ok: true }));
  await app.ready();
  try {
    expect((await app.inject({ method: 'GET', url: '/things/42?secret=token' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
  const requestLines = lines.filter((line) => line.route !== undefined);
  expect(requestLines).toHaveLength(2);
  expect(requestLines[0]).toMatchObject({
    msg: 'request completed',
    reqId: expect.any(String),
    method: 'GET',
    route: '/things/:id',
    statusCode: 200,
    responseTime: expect.any(Number),
  });
  expect(requestLines[1]).toMatchObject({ route: 'unmatched', statusCode: 404 });
  expect(requestLines[0]?.reqId).not.toBe(requestLines[1]?.reqId);
  // The pattern, never the raw URL (tokens travel in paths and queries).
  expect(JSON.stringify(lines)).not.toContain('secret=token');
  expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
});

it('writes no header, cookie or token of a request, and no value of a failed query', async () => {
  const lines: Record<string, unknown>[] = [];
  const app = await appLoggingTo(lines);
  app.get('/fails', async () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      severity: 'ERROR',
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (lower(email))=(anna@firma-eksempel.dk) already exists.',
    });
    throw new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['anna@firma-eksempel.dk', '$argon2id$hash'],
      cause,
    );
  });
  await app.ready();
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/fails',
      headers: {
        authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret',
        cookie: 'refresh_token=refresh-secret',
        'x-project-token': 'project-secret',
      },
    });
    expect(response.statusCode).toBe(500);
  } finally {
    await app.close();
  }
  const all = JSON.stringify(lines);
  for (const secret of ['eyJhbGciOiJIUzI1NiJ9', 'refresh-secret', 'project-secret', 'anna@firma-eksempel.dk', 'argon2id']) {
    expect(all).not.toContain(secret);
  }
  expect(lines).toContainEqual(
    expect.objectContaining({
      msg: 'unhandled error',
      err: expect.objectContaining({
        message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
        cause: expect.objectContaining({ code: '23505', constraint: 'users_email_unique' }),
      }),
    }),
  );
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', route: '/fails', statusCode: 500 }));
});

const modulePath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'request-log.ts');

/** A process logging through the server's log destination; its stdout and exit code. */
function runLogger(body: string, { until }: { until?: string } = {}) {
  const script = `
    import pino from 'pino';
    import { logDestination } from ${JSON.stringify(modulePath)};
    const log = pino({ base: null, timestamp: false }, logDestination());
    ${body}`;
  return new Promise<{ stdout: string; code: number | null; killed: boolean }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.dirname(modulePath),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    let killed = false;
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until && stdout.includes(until) && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(guard);
      resolve({ stdout, code, killed });
    });
  });
}

const messages = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

it('writes every gathered line when the process exits, by process.exit or by an uncaught error', async () => {
  const exited = await runLogger(`log.info('one'); log.info('two'); process.exit(3);`);
  expect(exited.code).toBe(3);
  expect(messages(exited.stdout)).toEqual(['one', 'two']);

  const crashed = await runLogger(`log.info('before'); log.error('about to fail'); throw new Error('boom');`);
  expect(crashed.code).toBe(1);
  expect(messages(crashed.stdout)).toEqual(['before', 'about to fail']);

  const drained = await runLogger(`log.info('last'); setTimeout(() => {}, 10);`);
  expect(drained.code).toBe(0);
  expect(messages(drained.stdout)).toEqual(['last']);
});

it('writes a quiet server’s line while the process still runs', async () => {
  // The process keeps running; the line must arrive on its own (after the periodic flush), not at exit:
  // the test kills it (SIGKILL: no exit handlers) only once the line is in.
  const result = await runLogger(`log.info('quiet'); setInterval(() => {}, 1000);`, { until: 'quiet' });
  expect(result.killed).toBe(true);
  expect(messages(result.stdout)).toEqual(['quiet']);
});

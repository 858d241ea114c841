import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { logSafeError } from './log-safe-error.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
};

it('logs a taken e-mail by its SQLSTATE and constraint, never the e-mail, the hash or the detail', async () => {
  const email = 'anna.holm@firma-eksempel.dk';
  await createUser(database.db, { email });
  const secretHash = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$not-a-real-hash';
  const error = await failure(() =>
    database.db.insert(users).values({ email: email.toUpperCase(), password_hash: secretHash, account_type: 'CUSTOMER' }),
  );
  // What pino's own serializer would have written: the values are in the error.
  expect(String((error as Error).message)).toContain(email.toUpperCase());

  const logged = logSafeError(error);
  const line = JSON.stringify(logged);
  expect(line).not.toContain(email.toUpperCase());
  expect(line.toLowerCase()).not.toContain(email);
  expect(line).not.toContain('argon2id');
  expect(logged.message).toMatch(/^Failed query: insert into "users"/);
  expect(logged.stack).toMatch(/^\w+: Failed query: insert into "users"[^\n]*\n\s+at /);
  expect(logged.cause).toMatchObject({ type: 'DatabaseError', code: '23505', constraint: 'users_email_unique' });
});

it('masks the value PostgreSQL quotes in its message, keeping the message and the code', async () => {
  const error = await failure(() =>
    database.db
      .select()
      .from(users)
      .where(eq(users.id, sql`${'12ab-secret'}::int`)),
  );
  const logged = logSafeError(error);
  expect(JSON.stringify(logged)).not.toContain('12ab-secret');
  expect(logged.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "…"' });
});

it('masks the literals of a statement written with its values', async () => {
  const error = await failure(() => database.db.execute(sql.raw(`select 'ole''s token' + 1`)));
  const line = JSON.stringify(logSafeError(error));
  expect(line).not.toContain('token');
  expect(line).toContain("select '…' + 1");
});

it('keeps an ordinary error whole: type, message, frames, code and cause', () => {
  const error = Object.assign(new TypeError('storage is not writable: "/data/media"', { cause: new Error('EPIPE') }), {
    code: 'EPIPE',
  });
  expect(logSafeError(error)).toMatchObject({
    type: 'TypeError',
    message: 'storage is not writable: "/data/media"',
    code: 'EPIPE',
    stack: expect.stringMatching(/^TypeError: storage is not writable: "\/data\/media"\n\s+at /),
    cause: { type: 'Error', message: 'EPIPE' },
  });
});

it('writes nothing of a thrown value that is not an error', () => {
  expect(logSafeError('Bearer eyJhbGciOi')).toEqual({ type: 'string', message: '', stack: '' });
});

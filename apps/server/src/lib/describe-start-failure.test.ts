import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { describeStartFailure } from './describe-start-failure.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

it('names a failed query of the start by its statement, cause, code and constraint, never its values', async () => {
  const email = 'start.fejl@firma-eksempel.dk';
  await createUser(database.db, { email });
  const error = await database.db
    .insert(users)
    .values({ email, password_hash: 'hash-that-must-not-show', account_type: 'CUSTOMER' })
    .then(
      () => null,
      (failure: unknown) => failure,
    );
  // console.error would have printed these.
  expect(String((error as Error).message)).toContain(email);

  const printed = describeStartFailure(error);
  expect(printed).not.toContain(email);
  expect(printed).not.toContain('hash-that-must-not-show');
  expect(printed).toMatch(/^Studiekraft did not start\.\n\w+: Failed query: insert into "users"/);
  expect(printed).toMatch(/Caused by: DatabaseError: duplicate key value violates unique constraint "…"/);
  expect(printed).toMatch(/\(code 23505, constraint \w+\)/);
  // Where it failed: the frames stay.
  expect(printed).toMatch(/\n\s+at /);
});

it('prints a configuration error as it is', () => {
  expect(describeStartFailure(new Error('JWT_SECRET must be set in production'))).toMatch(
    /^Studiekraft did not start\.\nError: JWT_SECRET must be set in production\n\s+at /,
  );
});

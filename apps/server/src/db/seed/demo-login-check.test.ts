import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { assertNoDemoLoginsInProduction, findDemoLoginsWithDemoPassword } from './demo-login-check.ts';
import { demoPassword } from './demo-people.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate ${users} cascade`);
});

describe('the demo login check at start', () => {
  it('lets production start on a database without demo logins', async () => {
    await createUser(database.db, { email: 'someone@example.com', password: demoPassword });
    await expect(assertNoDemoLoginsInProduction('production', database.db)).resolves.toBeUndefined();
  });

  it('refuses production while a demo login still has the demo password, and says what to do', async () => {
    await createUser(database.db, { type: 'EMPLOYEE', email: 'admin@example.com', password: demoPassword });
    await createUser(database.db, { email: 'Kunde@Example.com', password: demoPassword });
    expect(await findDemoLoginsWithDemoPassword(database.db)).toEqual(['Kunde@Example.com', 'admin@example.com']);
    const refused = assertNoDemoLoginsInProduction('production', database.db);
    await expect(refused).rejects.toThrow(
      /Refusing to start in production: the demo logins Kunde@Example.com, admin@example.com/,
    );
    await expect(assertNoDemoLoginsInProduction('production', database.db)).rejects.toThrow(
      /demo-1234.*use a fresh one for production \(a new DATA_DIR or DATABASE_URL\), or delete these users or give them other passwords/,
    );
  });

  it('accepts a demo address whose password was changed', async () => {
    await createUser(database.db, { type: 'STUDENT', email: 'studerende@example.com', password: 'a-real-password-now' });
    expect(await findDemoLoginsWithDemoPassword(database.db)).toEqual([]);
    await expect(assertNoDemoLoginsInProduction('production', database.db)).resolves.toBeUndefined();
  });

  it('does not look outside production, where the demo logins are the point', async () => {
    await createUser(database.db, { type: 'EMPLOYEE', email: 'admin@example.com', password: demoPassword });
    await expect(assertNoDemoLoginsInProduction('development', database.db)).resolves.toBeUndefined();
  });
});

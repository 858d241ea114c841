import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sellerEnv } from '../../test/invoice-seller-env.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { auditLog, employees, outboxEmails, users, userTokens } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { createEmployeeCommand } from './create-employee-command.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR whose db/ holds a migrated PGlite database, as after the server's first start. */
async function pgliteDataDir() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'create-employee-'));
  dirs.push(dataDir);
  const snapshot = new Blob([readFileSync(inject('testDatabase').pgliteSnapshotFile)]);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), pgliteSnapshot: snapshot, migrate: false });
  await database.close();
  return dataDir;
}

async function run(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await createEmployeeCommand(
    args,
    { JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://studiekraft.test', ...env },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const employeeOf = async (database: Database, email: string) => {
  const [row] = await database.db
    .select({
      userId: users.id,
      hash: users.password_hash,
      activated: users.activated,
      name: employees.name,
      type: users.account_type,
    })
    .from(users)
    .innerJoin(employees, eq(employees.user_id, users.id))
    .where(eq(users.email, email));
  return row;
};

describe('npm run create-employee on PGlite (DATA_DIR/db)', () => {
  it('creates an activated employee without a password and prints a set-password link that is stored for 7 days', async () => {
    const dataDir = await pgliteDataDir();
    const result = await run(['--email', 'Forste@Studiekraft.test', '--name', ' Første Ansat ', '--print-link'], {
      DATA_DIR: dataDir,
    });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Created employee Første Ansat <forste@studiekraft.test>');
    expect(result.out).toMatch(/valid until \d{1,2} \w{3} 20\d\d, \d\d:\d\d \(Danish time\)/);
    const link = /https:\/\/studiekraft\.test\/password\/reset\?token=(\S+)/.exec(result.out);
    expect(link).not.toBeNull();

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), migrate: false });
    try {
      const employee = await employeeOf(database, 'forste@studiekraft.test');
      expect(employee).toMatchObject({ name: 'Første Ansat', type: 'EMPLOYEE', activated: true, hash: null });
      const [token] = await database.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.token_hash, hashToken(decodeURIComponent(link?.[1] ?? ''))));
      expect(token).toMatchObject({ user_id: employee?.userId, purpose: 'reset' });
      const days = ((token?.expires_at.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      // The link was printed, so no mail carries it too.
      expect(await database.db.select().from(outboxEmails)).toEqual([]);
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.created'));
      expect(audit).toMatchObject({ employee_user_id: null, after: { email: 'forste@studiekraft.test' } });
    } finally {
      await database.close();
    }
  });

  it('refuses while the database is open (a running server) and leaves it untouched', async () => {
    const dataDir = await pgliteDataDir();
    const server = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), migrate: false });
    try {
      const result = await run(['--email', 'travl@studiekraft.test', '--name', 'Travl', '--print-link'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.err).toContain('stop the server first');
      expect(await employeeOf(server, 'travl@studiekraft.test')).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it("refuses while a server holds DATA_DIR's lock, and holds it itself while it writes", async () => {
    const dataDir = await pgliteDataDir();
    const server = acquireDataDirLock(dataDir, 'server');
    const refused = await run(['--email', 'laas@studiekraft.test', '--name', 'Laas', '--print-link'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Stop the server first');
    server.release();
    const created = await run(['--email', 'laas@studiekraft.test', '--name', 'Laas', '--print-link'], { DATA_DIR: dataDir });
    expect(created.code).toBe(0);
    // Released at the end: a server can start on the directory again.
    acquireDataDirLock(dataDir, 'server').release();
  });
});

describe('npm run create-employee on the database of this run (PostgreSQL in CI)', () => {
  let database: Database;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    env = database.url ? { DATABASE_URL: database.url } : { DATA_DIR: await pgliteDataDir() };
  });
  afterAll(() => database.close());

  // PGlite is one process's database: the command's writes are read after it has closed the directory.
  const reading = async <T>(read: (db: Database) => Promise<T>) => {
    if (database.url) return read(database);
    const again = await openDatabase({ pgliteDir: path.join(env.DATA_DIR ?? '', 'db'), migrate: false });
    try {
      return await read(again);
    } finally {
      await again.close();
    }
  };

  it('mails the invitation through the outbox by default, and refuses the same address a second time', async () => {
    const args = ['--email', 'chef@studiekraft.test', '--name', 'Chef Ansat', '--phone', '22334455'];
    const first = await run(args, env);
    expect(first.code).toBe(0);
    expect(first.out).not.toContain('token=');
    const second = await run(args, env);
    expect(second.code).toBe(1);
    expect(second.err).toContain('chef@studiekraft.test exists already');
    await reading(async (db) => {
      const mails = await db.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'chef@studiekraft.test'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('https://studiekraft.test/password/reset?token=');
      expect(await db.db.select().from(users).where(eq(users.email, 'chef@studiekraft.test'))).toHaveLength(1);
    });
  });

  it('never takes a password, and checks the fields before it opens the database', async () => {
    const password = await run(['--email', 'a@studiekraft.test', '--name', 'A', '--password', 'hemmelig'], env);
    expect(password.code).toBe(2);
    expect(password.err).toContain('A password is never given on the command line');
    const bad = await run(['--email', 'ikke-en-adresse', '--name', ''], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--email: /);
    expect(bad.err).toMatch(/--name: /);
    const production = await run(['--email', 'b@studiekraft.test', '--name', 'B'], {
      ...env,
      ...sellerEnv,
      NODE_ENV: 'production',
    });
    expect(production.code).toBe(1);
    expect(production.err).toContain('SMTP_URL is not set');
    await reading(async (db) => {
      for (const email of ['a@studiekraft.test', 'b@studiekraft.test']) expect(await employeeOf(db, email)).toBeUndefined();
    });
  });
});

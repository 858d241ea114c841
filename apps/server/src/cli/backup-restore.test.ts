import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, lockFileName } from '../db/data-dir-lock.ts';
import { references, users } from '../db/schema/index.ts';
import { demoAdminEmail, demoCustomerEmail, demoPassword } from '../db/seed/demo-people.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { hashPassword } from '../lib/passwords.ts';
import { backupCommand } from './backup-command.ts';
import { restoreCommand } from './restore-command.ts';

const root = mkdtempSync(path.join(tmpdir(), 'backup-restore-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirCount = 0;
const newDir = (name: string) => {
  const dir = path.join(root, `${name}-${++dirCount}`);
  mkdirSync(dir);
  return dir;
};

const baseEnv = { JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://studiekraft.test', INIT_CWD: root };

async function run(command: typeof backupCommand, args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(args, { ...baseEnv, ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The real app on the PGlite database in `dataDir/db`, with its storage in `dataDir/uploads`. */
async function openApp(dataDir: string, snapshot?: Blob) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), pgliteSnapshot: snapshot, migrate: false });
  const config = {
    ...loadConfig({ ...baseEnv, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CVR_API_URL: 'off' }),
    webDist: path.join(dataDir, 'no-web'),
  };
  const app = await buildApp({ config, database, startMailWorker: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const login = (app: Awaited<ReturnType<typeof openApp>>['app'], email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const changedPassword = 'en-ny-adgangskode-2026';
let source: string;
let archive: string;

beforeAll(async () => {
  // A DATA_DIR as after a demo start: migrated database, demo data, the references' pictures in uploads/,
  // and a change after the seed (the customer's new password), which the backup must carry.
  source = newDir('source');
  const snapshot = new Blob([readFileSync(inject('testDatabase').pgliteSnapshotFile)]);
  const opened = await openApp(source, snapshot);
  try {
    await seedDemo(opened.database.db, { storage: opened.app.storage });
    await opened.database.db
      .update(users)
      .set({ password_hash: await hashPassword(changedPassword) })
      .where(eq(users.email, demoCustomerEmail));
  } finally {
    await opened.close();
  }
  archive = path.join(root, 'backups', 'first.tar.gz');
  const backup = await run(backupCommand, ['backups/first.tar.gz'], { DATA_DIR: source });
  expect(backup.err).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.out).toContain(`Backup written to ${archive}`);
}, 120_000);

describe('npm run backup, then npm run restore into a new DATA_DIR', () => {
  it('gives the same logins, the change made after the seed, and the uploaded pictures', async () => {
    const target = newDir('target');
    const restore = await run(restoreCommand, [archive], { DATA_DIR: target });
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    // Closed cleanly by the restore, and both commands gave their lock back.
    expect(existsSync(path.join(target, 'db', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(target, lockFileName))).toBe(false);
    expect(existsSync(path.join(source, lockFileName))).toBe(false);

    const restored = await openApp(target);
    try {
      expect((await login(restored.app, demoAdminEmail, demoPassword)).statusCode).toBe(200);
      expect((await login(restored.app, demoCustomerEmail, changedPassword)).statusCode).toBe(200);
      expect((await login(restored.app, demoCustomerEmail, demoPassword)).statusCode).toBe(401);

      const pictures = await restored.database.db
        .select({ key: references.media_path })
        .from(references)
        .where(isNotNull(references.media_path));
      expect(pictures.length).toBeGreaterThan(0);
      for (const { key } of pictures.slice(0, 3)) {
        const response = await restored.app.inject({ method: 'GET', url: `/api/media/${key}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.rawPayload.equals(readFileSync(path.join(source, 'uploads', key ?? '')))).toBe(true);
      }
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a DATA_DIR that holds a database without --force, and with it moves the old one aside', async () => {
    const target = newDir('occupied');
    expect((await run(restoreCommand, [archive], { DATA_DIR: target })).code).toBe(0);
    const refused = await run(restoreCommand, [archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--force');
    expect(readdirSync(target).filter((name) => name.includes('before-restore'))).toEqual([]);

    const forced = await run(restoreCommand, [archive, '--force'], { DATA_DIR: target });
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    const aside = readdirSync(target).filter((name) => name.includes('.before-restore-'));
    expect(aside.sort()).toEqual([
      expect.stringMatching(/^db\.before-restore-/),
      expect.stringMatching(/^uploads\.before-restore-/),
    ]);
    expect(existsSync(path.join(target, aside[0] ?? '', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(target, 'db', 'PG_VERSION'))).toBe(true);
  }, 120_000);
});

describe('npm run backup refuses', () => {
  it('while a live process holds DATA_DIR (the running server), and writes no file', async () => {
    const lock = acquireDataDirLock(source, 'server');
    try {
      const result = await run(backupCommand, ['backups/while-running.tar.gz'], { DATA_DIR: source });
      expect(result.code).toBe(1);
      expect(result.err).toContain('Stop the server first');
      expect(result.err).toContain(`process ${process.pid}`);
      expect(existsSync(path.join(root, 'backups', 'while-running.tar.gz'))).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('while the database is open by a process without the lock', async () => {
    const database = await openDatabase({ pgliteDir: path.join(source, 'db'), migrate: false });
    try {
      const result = await run(backupCommand, ['backups/while-open.tar.gz'], { DATA_DIR: source });
      expect(result.code).toBe(1);
      expect(result.err).toContain('is open: stop the server first');
      expect(existsSync(path.join(root, 'backups', 'while-open.tar.gz'))).toBe(false);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(source, lockFileName))).toBe(false);
  }, 60_000);

  it('to overwrite a file, and on PostgreSQL (pointing at pg_dump)', async () => {
    const again = await run(backupCommand, [archive], { DATA_DIR: source });
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists already');
    for (const command of [backupCommand, restoreCommand]) {
      const postgres = await run(command, ['x.tar.gz'], { DATA_DIR: source, DATABASE_URL: 'postgres://db.invalid/x' });
      expect(postgres.code).toBe(1);
      expect(postgres.err).toContain('pg_dump');
    }
  });
});

describe('npm run restore of a file that is not a good backup', () => {
  async function expectRefused(file: string, reason: RegExp) {
    const target = newDir('refused');
    const result = await run(restoreCommand, [file], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(reason);
    expect(result.err).not.toMatch(/\n\s+at /);
    // Nothing of it reached DATA_DIR, and the scratch folder is gone.
    expect(readdirSync(target)).toEqual([]);
  }

  it('garbage, a truncated backup, and a backup of a newer format: a clear reason, exit 1, no stack', async () => {
    const garbage = path.join(root, 'garbage.tar.gz');
    writeFileSync(garbage, 'this is a shopping list, not a backup\n');
    await expectRefused(garbage, /Cannot restore .*garbage\.tar\.gz: it is not a gzipped tar archive/);

    const truncated = path.join(root, 'truncated.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(truncated, /Cannot restore .*: (it is damaged or truncated|its database\.tar is missing)/);

    const newer = newDir('newer');
    writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify({ format: 'studiekraft-backup', version: 2 }));
    const newerFile = path.join(root, 'newer.tar.gz');
    await tar.create({ file: newerFile, gzip: true, cwd: newer }, ['manifest.json']);
    await expectRefused(newerFile, /backup format 2 by a newer Studiekraft/);

    await expectRefused(path.join(root, 'missing.tar.gz'), /does not exist/);
  });

  it('a backup whose database was changed after it was written: the checksum refuses it', async () => {
    const unpacked = newDir('tampered');
    await tar.extract({ file: archive, cwd: unpacked });
    const databaseTar = path.join(unpacked, 'database.tar');
    const bytes = readFileSync(databaseTar);
    bytes[bytes.length - 1024] = (bytes[bytes.length - 1024] ?? 0) ^ 0xff;
    writeFileSync(databaseTar, bytes);
    const tampered = path.join(root, 'tampered.tar.gz');
    await tar.create({ file: tampered, gzip: true, cwd: unpacked }, ['manifest.json', 'database.tar', 'uploads']);
    await expectRefused(tampered, /database\.tar is missing or does not match the manifest's checksum/);
  });

  it('an archive with a path that climbs out of DATA_DIR: refused, nothing written outside', async () => {
    const inside = newDir('evil');
    mkdirSync(path.join(inside, 'deep'));
    writeFileSync(path.join(inside, 'escaped.txt'), 'written outside');
    const evil = path.join(root, 'evil.tar.gz');
    // preservePaths keeps the `..` in the entry's name, as a hand-made hostile archive would.
    await tar.create({ file: evil, gzip: true, cwd: path.join(inside, 'deep'), preservePaths: true }, ['../escaped.txt']);
    const names: string[] = [];
    await tar.list({ file: evil, onReadEntry: (entry) => names.push(entry.path) });
    expect(names).toEqual(['../escaped.txt']);
    await expectRefused(evil, /entries a Studiekraft backup never writes \("\.\.\/escaped\.txt"\)/);
  });
});

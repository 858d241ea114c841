import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName } from './data-dir-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const newDataDir = () => path.join(root, `data-${++count}`);

/** The pid of a process that has exited (spawnSync waits for it). */
const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid as number;
};

it('is held until released, refusing a second holder with the live holder named', () => {
  const dataDir = newDataDir();
  const lock = acquireDataDirLock(dataDir, 'server');
  expect(JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8'))).toMatchObject({ pid: process.pid, role: 'server' });
  let refused: unknown;
  try {
    acquireDataDirLock(dataDir, 'backup');
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(DataDirLockedError);
  expect((refused as Error).message).toContain(`in use by the server, process ${process.pid}`);
  lock.release();
  expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  acquireDataDirLock(dataDir, 'backup').release();
});

it('takes over the lock of a process that died, and says whose it was', () => {
  const dataDir = newDataDir();
  acquireDataDirLock(dataDir, 'restore').release();
  const pid = deadPid();
  writeFileSync(path.join(dataDir, lockFileName), JSON.stringify({ pid, role: 'server', since: '2026-01-01T00:00:00.000Z' }));
  const lock = acquireDataDirLock(dataDir, 'backup');
  expect(lock.tookOverFrom).toEqual({ pid, role: 'server', since: '2026-01-01T00:00:00.000Z' });
  expect(JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8'))).toMatchObject({ pid: process.pid, role: 'backup' });
  lock.release();
});

it('never removes a lock that is no longer its own', () => {
  const dataDir = newDataDir();
  const lock = acquireDataDirLock(dataDir, 'server');
  const other = JSON.stringify({ pid: 1, role: 'server', since: 'now' });
  writeFileSync(path.join(dataDir, lockFileName), other);
  lock.release();
  expect(readFileSync(path.join(dataDir, lockFileName), 'utf8')).toBe(other);
});

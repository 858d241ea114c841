import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database and takes no lock of its own: a second process opening DATA_DIR/db
 * writes beside the first and corrupts it, and a backup copied beside a running server can be
 * inconsistent. Whoever works on a PGlite DATA_DIR (the server, `npm run backup`, `npm run restore`)
 * holds DATA_DIR/server.pid while it does (decision 073). PGlite's own postmaster.pid cannot serve: it
 * always says pid -42, so a live holder and a crashed one look the same.
 */

export type DataDirRole = 'server' | 'backup' | 'restore' | 'create-employee';

export interface DataDirHolder {
  pid: number;
  role: DataDirRole;
  since: string;
}

export interface DataDirLock {
  /** The dead process whose lock was taken over (it crashed or was killed), if any. */
  tookOverFrom: DataDirHolder | null;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

export const lockFileName = 'server.pid';

const roleWords: Record<DataDirRole, string> = {
  server: 'the server',
  backup: 'a backup (npm run backup)',
  restore: 'a restore (npm run restore)',
  'create-employee': 'npm run create-employee',
};

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly holder: DataDirHolder,
    readonly lockFile: string,
  ) {
    super(
      `${path.dirname(lockFile)} is in use by ${roleWords[holder.role]}, process ${holder.pid}, since ${holder.since}. ` +
        `If that process is not Studiekraft (its pid was reused after a crash), delete ${lockFile}.`,
    );
  }
}

/** A process that exists, ours included; EPERM means it exists under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): DataDirHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    if (typeof holder.pid !== 'number' || !Number.isInteger(holder.pid) || holder.pid <= 0) return null;
    return { pid: holder.pid, role: holder.role ?? 'server', since: String(holder.since ?? 'an unknown time') };
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR's lock for `role`, or throws DataDirLockedError naming the live process that holds it.
 * A lock left by a dead process (a crash, SIGKILL) is taken over. The file appears complete or not at all:
 * it is written under a private name and hard-linked into place, and the link fails if one exists.
 */
export function acquireDataDirLock(dataDir: string, role: DataDirRole): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, lockFileName);
  const mine: DataDirHolder = { pid: process.pid, role, since: new Date().toISOString() };
  const scratch = `${lockFile}.${process.pid}-${Date.now()}`;
  writeFileSync(scratch, `${JSON.stringify(mine)}\n`);
  let tookOverFrom: DataDirHolder | null = null;
  try {
    // Two rounds: a stale lock is removed once, then the link must succeed. Two processes taking over the
    // same stale lock in the same instant could both win; starting a server and a backup in the same
    // millisecond after a crash is not worth a more elaborate protocol.
    for (let round = 0; ; round++) {
      try {
        linkSync(scratch, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lockFile);
      if (holder && isAlive(holder.pid)) throw new DataDirLockedError(holder, lockFile);
      if (round > 0) throw new Error(`${lockFile} keeps reappearing: another process is taking it over; try again.`);
      tookOverFrom = holder;
      unlinkSync(lockFile);
    }
  } finally {
    unlinkSync(scratch);
  }
  let released = false;
  return {
    tookOverFrom,
    release() {
      if (released) return;
      released = true;
      if (readHolder(lockFile)?.pid === process.pid) unlinkSync(lockFile);
    },
  };
}

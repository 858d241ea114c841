import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import type { CommandOutput } from './command-start.ts';

/**
 * DATA_DIR's lock for a backup, a restore or create-employee, or null after saying why not (decision 073). Refused while
 * another process holds the lock, and while PGlite's postmaster.pid says the database is open without a
 * lock having been taken (a server of a version before the lock) or was not
 * closed cleanly. After a crash of a lock holder, its lock says who had the database, so PGlite's leftover
 * file is only the crash's trace and PGlite recovers on open, as the server would at its next start.
 */
export function holdPgliteDataDir(
  dataDir: string,
  role: 'backup' | 'restore' | 'create-employee',
  io: CommandOutput,
): DataDirLock | null {
  const why = {
    backup: "PGlite is one process's database, so a copy taken beside a running server could hold half-written pages",
    restore: 'restoring replaces the database under it, and two processes on one PGlite database corrupt it',
    'create-employee': 'a running server would not see this write, and two processes on one PGlite database corrupt it',
  }[role];
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(dataDir, role);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    io.err(`Stop the server first: ${why}.`);
    io.err(error.message);
    return null;
  }
  const pgliteDir = path.join(dataDir, 'db');
  if (!lock.tookOverFrom && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    lock.release();
    io.err(`The database in ${pgliteDir} is open: stop the server first (${why}).`);
    io.err('If no server runs, it did not stop cleanly: start and stop it once.');
    return null;
  }
  if (lock.tookOverFrom) {
    io.out(
      `Process ${lock.tookOverFrom.pid} (${lock.tookOverFrom.role}) had DATA_DIR and did not stop cleanly; PGlite recovers its database on open.`,
    );
  }
  return lock;
}

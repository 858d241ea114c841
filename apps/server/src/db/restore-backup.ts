import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { countFiles, unpackBackupArchive } from './backup-archive.ts';
import { BackupError } from './backup-error.ts';
import {
  type BackupManifest,
  checkBackupManifest,
  databaseFileName,
  manifestFileName,
  readMigrationJournal,
  uploadsDirName,
} from './backup-manifest.ts';
import { openDatabase } from './client.ts';
import { pgliteVersion } from './pglite-version.ts';

const isOccupied = async (dir: string) => (await readdir(dir).catch(() => [])).length > 0;

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database and uploads that were in DATA_DIR before now are (nothing is deleted). */
  movedAside: string[];
  /** Migrations this code has that the backup's database does not yet: the server applies them at start. */
  pendingMigrations: number;
}

/**
 * Restores `file` into `dataDir` (db/ and uploads/). Refuses a DATA_DIR that holds a database or uploads
 * unless `force`, and then moves them aside to `<name>.before-restore-<time>`. Everything is extracted and
 * checked in a scratch folder inside DATA_DIR first (manifest, the database's checksum, the files' count,
 * and PGlite opening the database), so a bad archive changes nothing; the swap at the end is two renames.
 * The caller holds DATA_DIR's lock.
 */
export async function restorePgliteBackup(options: {
  dataDir: string;
  file: string;
  force: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const { dataDir, file } = options;
  if (!(await stat(file).catch(() => null))?.isFile()) throw new BackupError(`${file} does not exist or is not a file`);
  const dbDir = path.join(dataDir, 'db');
  const uploadsDir = path.join(dataDir, uploadsDirName);
  const targets = [dbDir, uploadsDir];
  const occupied = [];
  for (const target of targets) if (await isOccupied(target)) occupied.push(target);
  if (occupied.length > 0 && !options.force) {
    throw new BackupError(
      `${occupied.join(' and ')} ${occupied.length > 1 ? 'hold' : 'holds'} data already. Restoring replaces it: run again with --force to move it aside (to <name>.before-restore-<time>, nothing is deleted), or restore into an empty DATA_DIR.`,
    );
  }

  const scratch = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await unpackBackupArchive(file, scratch);
    const manifestFile = path.join(scratch, manifestFileName);
    if (!existsSync(manifestFile)) throw new BackupError(`it holds no ${manifestFileName}, so it is not a Studiekraft backup`);
    const journal = readMigrationJournal();
    const manifest = checkBackupManifest(await readFile(manifestFile, 'utf8'), journal);

    const dump = await readFile(path.join(scratch, databaseFileName)).catch(() => null);
    if (
      !dump ||
      dump.length !== manifest.database.bytes ||
      createHash('sha256').update(dump).digest('hex') !== manifest.database.sha256
    ) {
      throw new BackupError(`its ${databaseFileName} is missing or does not match the manifest's checksum; the file is damaged`);
    }
    const uploads = await countFiles(path.join(scratch, uploadsDirName));
    if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
      throw new BackupError(
        `it holds ${uploads.files} uploaded files (${uploads.bytes} bytes), its manifest ${manifest.uploads.files} (${manifest.uploads.bytes} bytes); the file is damaged`,
      );
    }

    // PGlite writes its dump back into a data directory itself (loadDataDir), and closing it cleanly leaves
    // no postmaster.pid behind (the dump, taken while open, holds one).
    const scratchDb = path.join(scratch, 'db');
    let users: number;
    try {
      const database = await openDatabase({ pgliteDir: scratchDb, pgliteSnapshot: new Blob([dump]), migrate: false });
      try {
        const result = await database.db.execute(sql`select count(*)::int as users from users`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { users: number }[];
        users = Number(rows[0]?.users);
      } finally {
        await database.close();
      }
    } catch (error) {
      throw new BackupError(
        `PGlite ${pgliteVersion()} could not open its database (written by PGlite ${manifest.pglite}): ${(error as Error).message}`,
      );
    }
    if (users !== manifest.counts.users) {
      throw new BackupError(`its database has ${users} users, its manifest ${manifest.counts.users}; the file is damaged`);
    }

    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    const movedAside: string[] = [];
    for (const target of targets) {
      if (await isOccupied(target)) {
        const aside = `${target}.before-restore-${stamp}`;
        await rename(target, aside);
        movedAside.push(aside);
      } else if (existsSync(target)) {
        await rmdir(target);
      }
    }
    await rename(scratchDb, dbDir);
    const scratchUploads = path.join(scratch, uploadsDirName);
    if (existsSync(scratchUploads)) await rename(scratchUploads, uploadsDir);
    else await mkdir(uploadsDir, { recursive: true });
    return { manifest, movedAside, pendingMigrations: journal.entries.length - manifest.migrations.applied };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

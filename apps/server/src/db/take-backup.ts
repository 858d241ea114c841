import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { countFiles, packBackupArchive } from './backup-archive.ts';
import { BackupError } from './backup-error.ts';
import {
  type BackupManifest,
  backupFormat,
  backupFormatVersion,
  databaseFileName,
  manifestFileName,
  readMigrationJournal,
  uploadsDirName,
} from './backup-manifest.ts';
import { type Database, openDatabase } from './client.ts';
import { pgliteVersion } from './pglite-version.ts';

const firstRow = (result: unknown) =>
  ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] ?? {}) as Record<string, unknown>;

async function describeDatabase(database: Database) {
  const counts = firstRow(
    await database.db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from projects)::int as projects,
        (select count(*) from messages)::int as messages`,
    ),
  );
  const migrations = firstRow(
    await database.db.execute(
      sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    ),
  );
  const latestWhen = migrations.latest == null ? null : Number(migrations.latest);
  return {
    counts: { users: Number(counts.users), projects: Number(counts.projects), messages: Number(counts.messages) },
    migrations: {
      applied: Number(migrations.applied),
      latestWhen,
      latestTag: readMigrationJournal().entries.find((entry) => entry.when === latestWhen)?.tag ?? null,
    },
  };
}

/**
 * Writes a backup of the PGlite database in `dataDir/db` (and `dataDir/uploads` when `includeUploads`) to
 * `file`, which must not exist. The caller holds DATA_DIR's lock, so nothing writes while it copies.
 * The archive is built beside `file` and linked into place when complete: a failure leaves no half file.
 */
export async function takePgliteBackup(options: {
  dataDir: string;
  file: string;
  includeUploads: boolean;
  now?: Date;
}): Promise<BackupManifest> {
  const pgliteDir = path.join(options.dataDir, 'db');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`${pgliteDir} holds no database, so there is nothing to back up (is DATA_DIR the server's?)`);
  }
  await mkdir(path.dirname(options.file), { recursive: true });
  const workDir = await mkdtemp(path.join(path.dirname(options.file), `.${path.basename(options.file)}.tmp-`));
  try {
    const database = await openDatabase({ pgliteDir, migrate: false });
    let dump: Buffer;
    let described: Awaited<ReturnType<typeof describeDatabase>>;
    try {
      described = await describeDatabase(database);
      const blob = await database.dump?.();
      if (!blob) throw new Error('PGlite gave no dump');
      dump = Buffer.from(await blob.arrayBuffer());
    } finally {
      await database.close();
    }
    const uploads = options.includeUploads
      ? { included: true, ...(await countFiles(path.join(options.dataDir, uploadsDirName))) }
      : { included: false, files: 0, bytes: 0 };
    const manifest: BackupManifest = {
      format: backupFormat,
      version: backupFormatVersion,
      createdAt: (options.now ?? new Date()).toISOString(),
      pglite: pgliteVersion(),
      migrations: described.migrations,
      database: { bytes: dump.length, sha256: createHash('sha256').update(dump).digest('hex') },
      uploads,
      counts: described.counts,
    };
    await writeFile(path.join(workDir, databaseFileName), dump);
    await writeFile(path.join(workDir, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = path.join(workDir, 'backup.tar.gz');
    await packBackupArchive({ file: archive, headDir: workDir, dataDir: options.dataDir, includeUploads: uploads.included });
    // link, unlike rename, fails when `file` appeared meanwhile: a backup never overwrites a file.
    await link(archive, options.file);
    return manifest;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

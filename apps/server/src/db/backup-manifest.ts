import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BackupError } from './backup-error.ts';

/** What `npm run backup` writes first into its archive, and `npm run restore` checks first (decision 073). */
export const backupFormat = 'studiekraft-backup';
export const backupFormatVersion = 1;

export const manifestFileName = 'manifest.json';
export const databaseFileName = 'database.tar';
export const uploadsDirName = 'uploads';

const count = z.number().int().nonnegative();

export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(backupFormatVersion),
  createdAt: z.string().datetime(),
  /** The PGlite that wrote database.tar: its data directory opens in the same PostgreSQL major version. */
  pglite: z.string().max(40),
  /** The migrations applied to the database: their count and the journal stamp (`when`) of the last. */
  migrations: z.object({ applied: count, latestWhen: count.nullable(), latestTag: z.string().max(200).nullable() }),
  /** PGlite's dumpDataDir() tarball, checked byte for byte on restore. */
  database: z.object({ bytes: count, sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** DATA_DIR/uploads; not included when the files live in an S3 bucket (backed up there). */
  uploads: z.object({ included: z.boolean(), files: count, bytes: count }),
  counts: z.object({ users: count, projects: count, messages: count }),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The migrations this code knows, from drizzle's journal. */
export interface MigrationJournal {
  entries: { tag: string; when: number }[];
}

export function readMigrationJournal(): MigrationJournal {
  const file = new URL('./migrations/meta/_journal.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as MigrationJournal;
}

/**
 * The manifest of an archive, or a BackupError saying why it cannot be restored here: not a backup, a
 * newer format, or a database migrated further than this code knows (the server would run against tables
 * it does not understand). An older database is fine: the server applies the missing migrations at start.
 */
export function checkBackupManifest(raw: string, journal: MigrationJournal): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BackupError('its manifest is not valid JSON; the file is damaged');
  }
  const header = z.object({ format: z.string(), version: z.number() }).safeParse(json);
  if (!header.success || header.data.format !== backupFormat) throw new BackupError('it is not a Studiekraft backup');
  if (header.data.version > backupFormatVersion) {
    throw new BackupError(
      `it was written in backup format ${header.data.version} by a newer Studiekraft; this one reads format ${backupFormatVersion}. Update first.`,
    );
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new BackupError(`its manifest is incomplete or damaged (${fields})`);
  }
  const manifest = parsed.data;
  const known = journal.entries;
  const latestKnown = known.at(-1)?.when ?? 0;
  const { latestWhen, latestTag, applied } = manifest.migrations;
  if (applied > known.length || (latestWhen !== null && latestWhen > latestKnown)) {
    throw new BackupError(
      `its database has migrations this version of Studiekraft does not know (up to ${latestTag ?? latestWhen}); restore it with the version that made it, or a newer one`,
    );
  }
  return manifest;
}

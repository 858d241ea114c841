import { existsSync } from 'node:fs';
import { takePgliteBackup } from '../db/take-backup.ts';
import { type CommandOutput, startPgliteFileCommand } from './command-start.ts';
import { holdPgliteDataDir } from './hold-pglite-data-dir.ts';
import { operatorPath } from './operator-path.ts';

export const backupUsage = `Usage: npm run backup -- FILE

Writes the embedded PGlite database (DATA_DIR/db) and the uploaded files (DATA_DIR/uploads) into one
gzipped tar, FILE (relative to where you run npm; it must not exist yet). Stop the server first: PGlite
is one process's database. Restore with npm run restore -- FILE. On PostgreSQL (DATABASE_URL) use pg_dump.`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** `npm run backup -- FILE`: returns the exit code (0 written, 1 refused or failed, 2 wrong usage). */
export async function backupCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  const start = startPgliteFileCommand(args, env, io, backupUsage);
  if (typeof start === 'number') return start;
  const { config } = start;
  const file = operatorPath(start.file, env);
  if (existsSync(file)) {
    io.err(`${file} exists already: a backup never overwrites a file. Choose another name.`);
    return 1;
  }
  const lock = holdPgliteDataDir(config.dataDir, 'backup', io);
  if (!lock) return 1;
  try {
    const includeUploads = config.storage.kind === 'local';
    const manifest = await takePgliteBackup({ dataDir: config.dataDir, file, includeUploads });
    const { counts, uploads, migrations } = manifest;
    io.out(`Backup written to ${file}.`);
    io.out(
      `  Database: ${counts.users} users, ${counts.projects} projects, ${counts.messages} messages (${megabytes(manifest.database.bytes)}; migrations up to ${migrations.latestTag ?? 'none'}).`,
    );
    if (config.storage.kind === 's3') {
      io.out(
        `  Uploaded files are in the bucket ${config.storage.bucket}, not in this file: back the bucket up as the README says.`,
      );
    } else {
      io.out(`  Uploaded files: ${uploads.files} (${megabytes(uploads.bytes)}).`);
    }
    return 0;
  } catch (error) {
    // The reason, never a stack: an operator reads this, and BackupError messages name what to do.
    io.err(`Backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    lock.release();
  }
}

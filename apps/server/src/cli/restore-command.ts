import { BackupError } from '../db/backup-error.ts';
import { restorePgliteBackup } from '../db/restore-backup.ts';
import { type CommandOutput, startPgliteFileCommand } from './command-start.ts';
import { holdPgliteDataDir } from './hold-pglite-data-dir.ts';
import { operatorPath } from './operator-path.ts';

export const restoreUsage = `Usage: npm run restore -- FILE [--force]

Restores a backup made by npm run backup into DATA_DIR (db/ and uploads/). The server must be stopped.
A DATA_DIR that already holds a database is refused; --force moves the current database and uploads
aside to DATA_DIR/db.before-restore-<time> and uploads.before-restore-<time> (nothing is deleted).`;

/** `npm run restore -- FILE [--force]`: returns the exit code (0 restored, 1 refused or failed, 2 wrong usage). */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  const start = startPgliteFileCommand(args, env, io, restoreUsage, ['force']);
  if (typeof start === 'number') return start;
  const { config } = start;
  const file = operatorPath(start.file, env);
  const lock = holdPgliteDataDir(config.dataDir, 'restore', io);
  if (!lock) return 1;
  try {
    const { manifest, movedAside, pendingMigrations } = await restorePgliteBackup({
      dataDir: config.dataDir,
      file,
      force: start.flags.force,
    });
    io.out(`Restored ${file} (made ${manifest.createdAt}) into ${config.dataDir}.`);
    io.out(
      `  Database: ${manifest.counts.users} users, ${manifest.counts.projects} projects, ${manifest.counts.messages} messages; uploaded files: ${manifest.uploads.files}.`,
    );
    for (const aside of movedAside) io.out(`  What was there before is in ${aside}; delete it once you no longer need it.`);
    if (pendingMigrations > 0) io.out(`  The server applies ${pendingMigrations} newer migrations when it starts.`);
    if (!manifest.uploads.included)
      io.out('  The backup holds no uploaded files: they were in an S3 bucket, restore them there.');
    else if (config.storage.kind === 's3' && manifest.uploads.files > 0) {
      io.out(`  This server keeps files in the bucket ${config.storage.bucket}: copy them there with npm run storage:copy.`);
    }
    io.out(
      '  Start the server as usual (npm start). Sessions carry over only with the same JWT_SECRET (a backup holds no secret).',
    );
    return 0;
  } catch (error) {
    // The reason, never a stack: a damaged or foreign file is the operator's everyday mistake.
    io.err(
      error instanceof BackupError ? `Cannot restore ${file}: ${error.message}` : `Restore failed: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    lock.release();
  }
}

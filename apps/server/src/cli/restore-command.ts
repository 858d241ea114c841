import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config.ts';
import { BackupError } from '../db/backup-error.ts';
import { restorePgliteBackup } from '../db/restore-backup.ts';
import { postgresBackupAdvice } from './backup-command.ts';
import type { CommandOutput } from './create-employee-command.ts';
import { holdPgliteDataDir } from './hold-pglite-data-dir.ts';
import { operatorPath } from './operator-path.ts';

export const restoreUsage = `Usage: npm run restore -- FILE [--force]

Restores a backup made by npm run backup into DATA_DIR (db/ and uploads/). The server must be stopped.
A DATA_DIR that already holds a database is refused; --force moves the current database and uploads
aside to DATA_DIR/db.before-restore-<time> and uploads.before-restore-<time> (nothing is deleted).`;

/** `npm run restore -- FILE [--force]`: returns the exit code (0 restored, 1 refused or failed, 2 wrong usage). */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  let positionals: string[];
  let values: { force?: boolean; help?: boolean };
  try {
    ({ positionals, values } = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    io.err((error as Error).message);
    io.err(restoreUsage);
    return 2;
  }
  if (values.help) {
    io.out(restoreUsage);
    return 0;
  }
  if (positionals.length !== 1 || !positionals[0]) {
    io.err(restoreUsage);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  if (config.databaseUrl) {
    io.err(postgresBackupAdvice);
    return 1;
  }
  const file = operatorPath(positionals[0], env);
  const lock = holdPgliteDataDir(config.dataDir, 'restore', io);
  if (!lock) return 1;
  try {
    const { manifest, movedAside, pendingMigrations } = await restorePgliteBackup({
      dataDir: config.dataDir,
      file,
      force: values.force === true,
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

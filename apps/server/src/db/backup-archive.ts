import type { Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError } from './backup-error.ts';
import { databaseFileName, manifestFileName, uploadsDirName } from './backup-manifest.ts';

/**
 * The backup file is one gzipped tar (decision 073): manifest.json first, so a reader learns what it holds
 * before anything else; database.tar, PGlite's own dump of its data directory; uploads/, DATA_DIR/uploads
 * as it is on disk. Nothing else is written, and restore accepts nothing else.
 */

/** Regular files and folders only: a link in uploads/ would point outside DATA_DIR once restored. */
const isPlainEntry = (stats: Stats | tar.ReadEntry) =>
  'type' in stats ? stats.type === 'File' || stats.type === 'Directory' : stats.isFile() || stats.isDirectory();

/** What the archive will hold of a folder: its regular files and their bytes (0 and 0 when it is missing). */
export async function countFiles(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  let entries: { name: string; parentPath: string; isFile(): boolean }[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files, bytes };
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Writes the archive to `file`: manifest.json and database.tar from `headDir`, then `dataDir/uploads` when
 * `includeUploads`. The two folders are packed into one stream through tar's `@archive` input, which adds a
 * small tar's entries as they are.
 */
export async function packBackupArchive(options: {
  file: string;
  headDir: string;
  dataDir: string;
  includeUploads: boolean;
}): Promise<void> {
  const head = path.join(options.headDir, 'head.tar');
  await tar.create({ file: head, cwd: options.headDir, portable: true }, [manifestFileName, databaseFileName]);
  const inputs = [`@${head}`];
  const uploads = path.join(options.dataDir, uploadsDirName);
  if (options.includeUploads && (await stat(uploads).catch(() => null))?.isDirectory()) inputs.push(uploadsDirName);
  await tar.create(
    { file: options.file, cwd: options.dataDir, gzip: true, portable: true, filter: (_path, stats) => isPlainEntry(stats) },
    inputs,
  );
}

// A segment starts with a letter, digit, dash or underscore, so neither `.` nor `..` can be one.
const uploadPath = /^uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127})*\/?$/;

const isAllowedEntry = (entryPath: string, entry: tar.ReadEntry) =>
  entryPath === manifestFileName || entryPath === databaseFileName
    ? entry.type === 'File'
    : uploadPath.test(entryPath) && isPlainEntry(entry);

/**
 * Extracts a backup archive into `targetDir` (a fresh folder). Every entry must be one the backup writes:
 * an absolute path, `..`, a link or a device is refused, the archive is rejected, and what was extracted
 * stays in `targetDir` for the caller to remove. tar's strict mode turns its own warnings (a damaged
 * header, a truncated file) into errors.
 */
export async function unpackBackupArchive(file: string, targetDir: string): Promise<void> {
  const refused: string[] = [];
  try {
    await tar.extract({
      file,
      cwd: targetDir,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const allowed = 'type' in entry && isAllowedEntry(entryPath, entry);
        if (!allowed) refused.push(entryPath);
        return allowed;
      },
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason =
      code === 'TAR_BAD_ARCHIVE'
        ? 'it is not a gzipped tar archive'
        : `it is damaged or truncated (${(error as Error).message.replace(/^TAR_\w+: /, '')})`;
    throw new BackupError(reason);
  }
  if (refused.length > 0) {
    const shown = refused.slice(0, 3).map((entry) => JSON.stringify(entry.slice(0, 200)));
    throw new BackupError(
      `it holds entries a Studiekraft backup never writes (${shown.join(', ')}${refused.length > 3 ? ', ...' : ''}); nothing was restored`,
    );
  }
}

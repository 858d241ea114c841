import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '../plugins/s3-client.ts';
import { s3ObjectSize, uploadS3Object } from '../plugins/s3-storage.ts';
import { isValidStorageKey } from '../plugins/storage.ts';
import { type CommandOutput, loadCommandConfig } from './command-start.ts';

export const storageCopyUsage = `Usage: npm run storage:copy

Copies every file of the local storage (DATA_DIR/uploads) into the bucket of S3_BUCKET, with the same
environment as npm start (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
S3_FORCE_PATH_STYLE). A file already in the bucket with the same size is skipped, so the command can be
run again after an interruption, or once more after the last server on local disk has stopped. Local files
are never deleted.`;

const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Everything under `root` but its directories, '/'-separated as storage keys are. */
async function localEntries(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

type Outcome = 'copied' | 'skipped' | 'failed' | 'ignored';

/** One local file into the bucket, unless an earlier run put it there. */
async function copyOne(client: S3Client, bucket: string, root: string, key: string, io: CommandOutput): Promise<Outcome> {
  // Only the server's own keys: anything else was not written by it and is no file it would serve.
  if (!isValidStorageKey(key)) {
    io.err(`left out (not a storage key): ${key}`);
    return 'ignored';
  }
  const full = path.join(root, key);
  try {
    const { size } = await stat(full);
    // Same key and size: copied by an earlier run (an upload appears whole or not at all).
    if ((await s3ObjectSize(client, bucket, key)) === size) return 'skipped';
    const source = createReadStream(full);
    try {
      // Another size under the same key can only be an earlier copy of a file changed since; the disk wins.
      await uploadS3Object(client, bucket, key, source, { overwrite: true });
    } finally {
      source.destroy();
    }
    return 'copied';
  } catch (error) {
    io.err(`failed: ${key}: ${describeError(error)}`);
    return 'failed';
  }
}

/**
 * `npm run storage:copy`: the files of an installation that outgrew one machine, from its disk into the
 * bucket its servers will share (decision 071). Returns the exit code: 0 when every file is in the bucket.
 */
export async function storageCopyCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  try {
    const { values } = parseArgs({ args, strict: true, options: { help: { type: 'boolean' } } });
    if (values.help) {
      io.out(storageCopyUsage);
      return 0;
    }
  } catch (error) {
    io.err(String((error as Error).message));
    io.err(storageCopyUsage);
    return 2;
  }
  const config = loadCommandConfig(env, io);
  if (!config) return 1;
  const setting = config.storage;
  if (setting.kind !== 's3') {
    io.err(
      'S3_BUCKET is not set: set it and the other S3_ variables as the server will have them, then run this again. Nothing was copied.',
    );
    return 1;
  }
  const root = path.join(config.dataDir, 'uploads');
  if (!existsSync(root)) {
    io.out(`There is no local storage in ${root}: nothing to copy.`);
    return 0;
  }
  const where = `bucket ${setting.bucket}${setting.endpoint ? ` at ${setting.endpoint}` : ''}`;
  const client = createS3Client(setting);
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: setting.bucket }));
    } catch (error) {
      io.err(`Cannot reach the ${where} (${describeError(error)}). Nothing was copied.`);
      return 1;
    }
    const files = await localEntries(root);
    io.out(`Copying ${files.length} files from ${root} into the ${where}.`);
    const count: Record<Outcome, number> = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
    for (const [index, key] of files.entries()) {
      count[await copyOne(client, setting.bucket, root, key, io)] += 1;
      if ((index + 1) % 500 === 0) io.out(`${index + 1} of ${files.length} done.`);
    }
    io.out(
      `Copied ${count.copied}, skipped ${count.skipped} (already in the bucket with the same size), failed ${count.failed}` +
        `${count.ignored ? `, left out ${count.ignored} (not storage keys)` : ''}.`,
    );
    if (count.failed > 0) {
      io.err('Some files were not copied: run the command again (it skips what is already in the bucket).');
      return 1;
    }
    io.out(
      `The local files in ${root} were left as they were: remove them once you have checked the bucket and the servers run with S3_BUCKET.`,
    );
    return 0;
  } finally {
    client.destroy();
  }
}

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/test-s3-server.ts';
import { createS3Client } from '../plugins/s3-client.ts';
import { newStorageKey } from '../plugins/storage.ts';
import { storageCopyCommand } from './storage-copy-command.ts';

let s3: TestS3Server;
let bucket: S3Client;
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = createS3Client(s3.setting);
});
afterAll(async () => {
  bucket?.destroy();
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each test starts from an empty bucket.
afterEach(async () => {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  for (const object of listed.Contents ?? []) {
    await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: object.Key }));
  }
});

/** A DATA_DIR whose uploads/ holds files as the server writes them: key → bytes. */
function dataDirWith(files: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storage-copy-'));
  dirs.push(dataDir);
  for (const [key, content] of Object.entries(files)) {
    const full = path.join(dataDir, 'uploads', key);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return dataDir;
}

const threeFiles = () => ({
  [newStorageKey('files')]: 'projektfil',
  [newStorageKey('applications', 'pdf')]: '%PDF-1.4 ansøgning',
  [`${newStorageKey('avatars')}/400.webp`]: 'RIFF....WEBP',
});

async function run(env: Record<string, string>, args: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await storageCopyCommand(
    args,
    { JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://studiekraft.test', ...env },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const inBucket = async (key: string) => {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return object.Body?.transformToString();
};

describe('npm run storage:copy', () => {
  it('copies every file into the bucket, then finds nothing left to copy, and never deletes a local file', async () => {
    const files = threeFiles();
    const dataDir = dataDirWith(files);
    const first = await run({ DATA_DIR: dataDir, ...s3.env });
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Copying 3 files from ${path.join(dataDir, 'uploads')} into the bucket ${s3.bucket}`);
    expect(first.out).toContain('Copied 3, skipped 0 (already in the bucket with the same size), failed 0.');
    expect(first.out).toContain('were left as they were: remove them once you have checked the bucket');
    for (const [key, content] of Object.entries(files)) {
      expect(await inBucket(key)).toBe(content);
      expect(readFileSync(path.join(dataDir, 'uploads', key), 'utf8')).toBe(content);
    }

    const again = await run({ DATA_DIR: dataDir, ...s3.env });
    expect(again.code).toBe(0);
    expect(again.out).toContain('Copied 0, skipped 3 (already in the bucket with the same size), failed 0.');
  });

  it('completes an interrupted copy: what is in the bucket is skipped, the rest copied, a stale copy replaced', async () => {
    const files = threeFiles();
    const [done, stale] = Object.keys(files);
    const dataDir = dataDirWith(files);
    await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: done, Body: files[done ?? ''] }));
    await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: stale, Body: 'for kort' }));
    const result = await run({ DATA_DIR: dataDir, ...s3.env });
    expect(result.code).toBe(0);
    expect(result.out).toContain('Copied 2, skipped 1 (already in the bucket with the same size), failed 0.');
    for (const [key, content] of Object.entries(files)) expect(await inBucket(key)).toBe(content);
  });

  it('counts a file it cannot read as failed, copies the others and exits non-zero; strays are left out', async () => {
    const files = threeFiles();
    const dataDir = dataDirWith({ ...files, 'Noter om kunden.txt': 'ikke en nøgle' });
    const broken = newStorageKey('files');
    symlinkSync(path.join(dataDir, 'gone'), path.join(dataDir, 'uploads', broken));
    const result = await run({ DATA_DIR: dataDir, ...s3.env });
    expect(result.code).toBe(1);
    expect(result.out).toContain('Copied 3, skipped 0 (already in the bucket with the same size), failed 1, left out 1');
    expect(result.err).toContain(`failed: ${broken}: Error: ENOENT`);
    expect(result.err).toContain('left out (not a storage key): Noter om kunden.txt');
    expect(result.err).toContain('run the command again');
    for (const [key, content] of Object.entries(files)) expect(await inBucket(key)).toBe(content);
    expect(existsSync(path.join(dataDir, 'uploads', 'Noter om kunden.txt'))).toBe(true);
  });

  it('refuses without S3_BUCKET, and says so when the bucket cannot be reached', async () => {
    const dataDir = dataDirWith(threeFiles());
    const local = await run({ DATA_DIR: dataDir });
    expect(local.code).toBe(1);
    expect(local.err).toContain('S3_BUCKET is not set');
    const missing = await run({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Cannot reach the bucket no-such-bucket');
    expect((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).KeyCount).toBe(0);
    expect((await run({ DATA_DIR: dataDir, ...s3.env }, ['--force'])).code).toBe(2);
  });
});

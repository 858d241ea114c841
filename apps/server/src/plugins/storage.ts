import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live: local disk under DATA_DIR/uploads (`local-storage.ts`, the default) or an
 * S3-compatible bucket (`s3-storage.ts`, S3_BUCKET), chosen in `storage-plugin.ts`. Keys are made by the
 * server (`newStorageKey`), never taken from a user's file name, and every implementation refuses a key
 * that is not in that shape. A key is written once: writing to a key that holds bytes fails with
 * `StorageKeyTakenError` and leaves the stored bytes as they were (decision 071).
 */
export interface Storage {
  put(key: string, body: Readable | Buffer): Promise<void>;
  /** Moves a finished temporary file into storage (a link on local disk, an upload to a bucket). */
  putFile(key: string, localPath: string): Promise<void>;
  /** The stored bytes and their size, or null when nothing is stored under the key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** A private local directory for uploads in progress, whichever storage keeps the finished files. */
    uploadTmpDir: string;
  }
}

// Segments of lower-case letters, digits and dashes, the last with one extension: nothing else can name
// a parent directory, an absolute path, a drive, a backslash or a NUL.
const keyPattern = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,4}(?:\.[a-z0-9]{1,8})?$/;

export const isValidStorageKey = (key: string) => keyPattern.test(key);

/** `prefix/<32 random hex>[.ext]`; the prefix says what it is (files, avatars, references). */
export function newStorageKey(prefix: string, ext?: string): string {
  const key = `${prefix}/${randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`;
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key shape: ${prefix}`);
  return key;
}

export class InvalidStorageKeyError extends Error {}

/** The key already holds bytes; they were left as they were. */
export class StorageKeyTakenError extends Error {}

/** The key itself when it has the server's shape; every implementation calls this before touching anything. */
export function checkedStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError('invalid storage key');
  return key;
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where uploaded bytes live. Keys are made by the server (`newStorageKey`), never taken from a user's
 * file name, and every implementation refuses a key that is not in that shape. Local disk only for now;
 * an S3-compatible implementation (S3_BUCKET) would implement the same interface.
 */
export interface Storage {
  put(key: string, body: Readable | Buffer): Promise<void>;
  /** Moves a finished temporary file into storage (a rename on local disk). */
  putFile(key: string, localPath: string): Promise<void>;
  /** The stored bytes and their size, or null when nothing is stored under the key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** A private directory for uploads in progress, on the same disk as local storage. */
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

export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError('invalid storage key');
    const full = path.resolve(base, key);
    // Belt and braces: the pattern already rules out traversal.
    if (!full.startsWith(base + path.sep)) throw new InvalidStorageKeyError('invalid storage key');
    return full;
  };
  const prepare = async (key: string) => {
    const full = resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    return full;
  };

  return {
    async put(key, body) {
      const full = await prepare(key);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      try {
        await pipeline(source, createWriteStream(full, { flags: 'wx' }));
      } catch (error) {
        await rm(full, { force: true });
        throw error;
      }
    },
    async putFile(key, localPath) {
      const full = await prepare(key);
      try {
        await rename(localPath, full);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(localPath, full);
        await unlink(localPath);
      }
    },
    async get(key) {
      const full = resolve(key);
      try {
        const info = await stat(full);
        if (!info.isFile()) return null;
        return { stream: createReadStream(full), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export const storagePlugin = fp(async (app: FastifyInstance, opts: { storage?: Storage } = {}) => {
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  const tmpDir = path.join(app.config.dataDir, 'upload-tmp');
  await mkdir(uploadsDir, { recursive: true });
  await mkdir(tmpDir, { recursive: true });
  app.decorate('storage', opts.storage ?? createLocalStorage(uploadsDir));
  app.decorate('uploadTmpDir', tmpDir);
});

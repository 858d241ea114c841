import { constants, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedStorageKey, InvalidStorageKeyError, type Storage, StorageKeyTakenError } from './storage.ts';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

/** Files under `root`, one per key (`files/ab12...` is `root/files/ab12...`). */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const full = path.resolve(base, checkedStorageKey(key));
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
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      let file: Awaited<ReturnType<typeof open>>;
      try {
        // 'wx': never over the bytes of another upload. Opened before a byte is read, so a failure after
        // this point removes only what this write made.
        file = await open(await prepare(key), 'wx');
      } catch (error) {
        source.destroy();
        if (isCode(error, 'EEXIST')) throw new StorageKeyTakenError('storage key taken');
        throw error;
      }
      try {
        await pipeline(source, file.createWriteStream());
      } catch (error) {
        await file.close().catch(() => {});
        await rm(resolve(key), { force: true });
        throw error;
      }
    },
    async putFile(key, localPath) {
      const full = await prepare(key);
      try {
        // A hard link, unlike rename, fails on an existing target instead of replacing it.
        await link(localPath, full);
      } catch (error) {
        if (isCode(error, 'EEXIST')) throw new StorageKeyTakenError('storage key taken');
        // Another disk, or a file system without hard links: copy, still refusing an existing target.
        if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP'].some((code) => isCode(error, code))) throw error;
        try {
          await copyFile(localPath, full, constants.COPYFILE_EXCL);
        } catch (copyError) {
          if (isCode(copyError, 'EEXIST')) throw new StorageKeyTakenError('storage key taken');
          await rm(full, { force: true });
          throw copyError;
        }
      }
      await unlink(localPath);
    },
    async get(key) {
      const full = resolve(key);
      try {
        const info = await stat(full);
        if (!info.isFile()) return null;
        return { stream: createReadStream(full), size: info.size };
      } catch (error) {
        if (isCode(error, 'ENOENT')) return null;
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

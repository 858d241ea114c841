import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server } from '../../test/test-s3-server.ts';
import { displayFilename } from '../lib/multipart-upload.ts';
import { contentDisposition } from '../modules/files/presenter.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Client } from './s3-client.ts';
import { createS3Storage } from './s3-storage.ts';
import { isValidStorageKey, newStorageKey, type Storage, StorageKeyTakenError } from './storage.ts';

interface Running {
  storage: Storage;
  stop(): Promise<void>;
}

// One suite, both implementations: whatever the server does with local disk it must be able to do with
// a bucket, and the S3 one runs against a real S3 API server (s3rver), not a mock of the SDK.
const implementations: { name: string; start(): Promise<Running> }[] = [
  {
    name: 'local disk',
    start: async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'storage-'));
      return { storage: createLocalStorage(path.join(root, 'uploads')), stop: async () => rmSync(root, { recursive: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    start: async () => {
      const server = await startTestS3Server();
      const client = createS3Client(server.setting);
      return {
        storage: createS3Storage(server.setting, client),
        stop: async () => {
          client.destroy();
          await server.stop();
        },
      };
    },
  },
];

const scratch = mkdtempSync(path.join(tmpdir(), 'storage-scratch-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// Something outside every storage root that a traversing key would reach.
writeFileSync(path.join(scratch, 'secret'), 'hemmelig');

const tempFile = (content: string) => {
  const file = path.join(scratch, `upload-${newStorageKey('t').slice(2)}`);
  writeFileSync(file, content);
  return file;
};

const read = async (storage: Storage, key: string) => {
  const stored = await storage.get(key);
  return stored && { size: stored.size, text: await text(stored.stream) };
};

/** `megabytes` MB of bytes that differ per chunk, produced as they are read (never all in memory here). */
async function* generated(megabytes: number, failAfter?: number) {
  for (let i = 0; i < megabytes * 4; i++) {
    if (i === failAfter) throw new Error('the client went away');
    yield Buffer.alloc(256 * 1024, i % 251);
  }
}

describe.each(implementations)('$name storage', ({ start }) => {
  let running: Running;
  let storage: Storage;
  beforeAll(async () => {
    running = await start();
    storage = running.storage;
  });
  afterAll(() => running.stop());

  it('puts a stream, gets its size and bytes, checks and deletes by key', async () => {
    const key = newStorageKey('files');
    expect(key).toMatch(/^files\/[0-9a-f]{32}$/);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Readable.from([Buffer.from('hej '), Buffer.from('med dig')]));
    expect(await storage.exists(key)).toBe(true);
    expect(await read(storage, key)).toEqual({ size: 11, text: 'hej med dig' });
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('puts a buffer', async () => {
    const key = newStorageKey('avatars', 'webp');
    await storage.put(key, Buffer.from('æøå'));
    expect(await read(storage, key)).toEqual({ size: 6, text: 'æøå' });
  });

  it('moves a finished temporary file in: stored, and the temporary file gone', async () => {
    const key = newStorageKey('applications', 'pdf');
    const file = tempFile('%PDF-1.4 ansøgning');
    await storage.putFile(key, file);
    expect(existsSync(file)).toBe(false);
    expect(await read(storage, key)).toEqual({ size: 19, text: '%PDF-1.4 ansøgning' });
  });

  it('answers a missing key with null and false, and deleting it is no error', async () => {
    const key = newStorageKey('files');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('streams a body of several MB of unknown length both ways, byte for byte', async () => {
    const key = newStorageKey('files');
    const expected = createHash('sha256');
    for await (const chunk of generated(12)) expected.update(chunk);
    await storage.put(key, Readable.from(generated(12)));
    const stored = await storage.get(key);
    expect(stored?.size).toBe(12 * 1024 * 1024);
    const actual = createHash('sha256');
    for await (const chunk of stored?.stream ?? Readable.from([])) actual.update(chunk);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
  });

  it('leaves nothing under the key when the body fails half-way', async () => {
    const small = newStorageKey('files');
    await expect(storage.put(small, Readable.from(generated(12, 2)))).rejects.toThrow('the client went away');
    expect(await storage.exists(small)).toBe(false);
    // Past the first 5 MB part a bucket holds an unfinished multipart upload, which the failure aborts
    // (s3rver has no AbortMultipartUpload, so there the refused abort is the error reported).
    const large = newStorageKey('files');
    await expect(storage.put(large, Readable.from(generated(12, 26)))).rejects.toThrow();
    expect(await storage.exists(large)).toBe(false);
  });

  it('writes a key once: a second put or putFile fails and the first bytes stay', async () => {
    const key = newStorageKey('references', 'webp');
    await storage.put(key, Buffer.from('første'));
    await expect(storage.put(key, Buffer.from('anden'))).rejects.toBeInstanceOf(StorageKeyTakenError);
    await expect(storage.put(key, Readable.from([Buffer.from('tredje')]))).rejects.toBeInstanceOf(StorageKeyTakenError);
    const file = tempFile('fjerde');
    await expect(storage.putFile(key, file)).rejects.toBeInstanceOf(StorageKeyTakenError);
    // The caller still holds its temporary file and discards it, as after any failed move.
    expect(existsSync(file)).toBe(true);
    expect(await read(storage, key)).toEqual({ size: 7, text: 'første' });
    // After a delete the key is free again.
    await storage.delete(key);
    await storage.put(key, Buffer.from('femte'));
    expect(await read(storage, key)).toEqual({ size: 5, text: 'femte' });
  });

  it('refuses any key that is not in the server’s shape, before it reaches the disk or the bucket', async () => {
    const file = tempFile('x');
    for (const key of [
      '../secret',
      'files/../../secret',
      '/etc/passwd',
      'files\\..\\secret',
      'files/a\0b',
      '',
      'Files/A',
      'a//b',
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage.putFile(key, file)).rejects.toThrow('invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('invalid storage key');
      expect(await storage.exists(key)).toBe(false);
    }
    expect(existsSync(file)).toBe(true);
  });
});

describe('file names', () => {
  it('keeps Danish letters and drops paths and control characters', () => {
    expect(displayFilename('C:\\Users\\Åse\\Tilbud på æbler.pdf')).toBe('Tilbud på æbler.pdf');
    expect(displayFilename('../../etc/passwd')).toBe('passwd');
    expect(displayFilename('a\u0000b\u202e<fdp>.txt')).toBe('abfdp.txt');
    expect(displayFilename('...')).toBe('fil');
    expect(displayFilename(`${'x'.repeat(300)}.pdf`)).toMatch(/^x{196}\.pdf$/);
  });

  it('sends the exact name RFC 5987-encoded with an ASCII fallback', () => {
    expect(contentDisposition('Ø\'s "plan".pdf')).toBe(
      `attachment; filename="_'s _plan_.pdf"; filename*=UTF-8''%C3%98%27s%20%22plan%22.pdf`,
    );
  });
});

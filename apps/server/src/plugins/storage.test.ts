import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { displayFilename } from '../lib/multipart-upload.ts';
import { contentDisposition } from '../modules/files/presenter.ts';
import { createLocalStorage, isValidStorageKey, newStorageKey } from './storage.ts';

describe('local storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'storage-'));
  const storage = createLocalStorage(path.join(root, 'uploads'));
  writeFileSync(path.join(root, 'secret'), 'hemmelig');

  it('puts, gets, checks and deletes by key', async () => {
    const key = newStorageKey('files');
    expect(key).toMatch(/^files\/[0-9a-f]{32}$/);
    await storage.put(key, Readable.from([Buffer.from('hej '), Buffer.from('med dig')]));
    expect(await storage.exists(key)).toBe(true);
    const stored = await storage.get(key);
    expect(stored?.size).toBe(11);
    expect(await text(stored?.stream ?? Readable.from([]))).toBe('hej med dig');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses any key that could leave the root', async () => {
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
    }
    expect(await storage.exists('../secret')).toBe(false);
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

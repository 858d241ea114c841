import { readFile } from 'node:fs/promises';
import { newStorageKey, type Storage } from '../../plugins/storage.ts';
import type { ReferenceImageName } from './reference-image-names.ts';

/**
 * Stores one copy of its picture per demo reference, under a key of its own as an upload gets
 * (modules/references/write-service.ts): deleting or replacing one reference's image must never take
 * another's. The pictures are committed WebP files (apps/server/scripts/generate-reference-images.ts),
 * already in the shape uploads are re-encoded to, so the seed copies bytes and never loads sharp.
 */
export async function storeReferenceImages(storage: Storage, images: readonly ReferenceImageName[]): Promise<string[]> {
  const bytes = new Map<ReferenceImageName, Buffer>();
  for (const name of new Set(images)) {
    bytes.set(name, await readFile(new URL(`./reference-images/${name}.webp`, import.meta.url)));
  }
  return Promise.all(
    images.map(async (name) => {
      const key = newStorageKey('references', 'webp');
      await storage.put(key, bytes.get(name) as Buffer);
      return key;
    }),
  );
}

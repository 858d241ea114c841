import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage } from './local-storage.ts';
import { createS3Client } from './s3-client.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * `app.storage`: an explicit `opts.storage` (tests), else the bucket when S3_BUCKET is set, else the disk
 * under DATA_DIR/uploads. Uploads in progress always go to a local temporary directory first: they are
 * checked there (size, type) before anything reaches the storage.
 */
export const storagePlugin = fp(async (app: FastifyInstance, opts: { storage?: Storage } = {}) => {
  const tmpDir = path.join(app.config.dataDir, 'upload-tmp');
  await mkdir(tmpDir, { recursive: true });
  app.decorate('uploadTmpDir', tmpDir);
  if (opts.storage) {
    app.decorate('storage', opts.storage);
    return;
  }
  const setting = app.config.storage;
  if (setting.kind === 's3') {
    const client = createS3Client(setting);
    // Its kept-alive connections would otherwise hold the process open after close.
    app.addHook('onClose', async () => client.destroy());
    app.decorate('storage', createS3Storage(setting, client));
    return;
  }
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  app.decorate('storage', createLocalStorage(uploadsDir));
});

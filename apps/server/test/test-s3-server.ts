import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSetting } from '../src/plugins/s3-client.ts';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The storage setting `parseStorageSetting` makes of the S3_* variables for this server. */
  setting: S3StorageSetting;
  /** The S3_* variables that point the server (or storage:copy) at this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Test support: s3rver, a real S3 API server (signatures checked, multipart uploads, conditional GETs),
 * on a random local port with one empty bucket in a temporary directory. Quiet: it logs every request
 * otherwise.
 */
export async function startTestS3Server(bucket = 'studiekraft-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's one account.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    setting: {
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId, secretAccessKey },
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: async () => {
      // A client's kept-alive connections would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { z } from 'zod';

/** Where uploaded bytes live: the local disk under DATA_DIR (the default), or an S3-compatible bucket. */
export type StorageSetting =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Unset: AWS itself. Set for MinIO, Cloudflare R2, Hetzner and other S3-compatible services. */
      endpoint: string | undefined;
      region: string;
      /** Both or neither: neither leaves the SDK's own chain (instance role, AWS_* variables, profile). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** bucket in the path (http://host/bucket/key) instead of the host name; most non-AWS services need it. */
      forcePathStyle: boolean;
    };

export const storageEnvShape = {
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  // zod's url() takes `minio:9000` (scheme `minio:`); a typo must stop the start, not the first upload.
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'an http(s) URL')
    .optional(),
  S3_REGION: z.string().max(64).optional(),
  S3_ACCESS_KEY_ID: z.string().max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['1', '0', 'true', 'false']).optional(),
};

type StorageEnv = { [K in keyof typeof storageEnvShape]?: string };

/**
 * S3_BUCKET chooses the bucket; without it every other S3_ variable is a mistake (a deployment that meant
 * to use the bucket would otherwise write to one machine's disk without a word), so it fails to start.
 */
export function parseStorageSetting(e: StorageEnv): StorageSetting {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = e;
  if (!S3_BUCKET) {
    const stray = Object.entries(e).find(([name, value]) => name.startsWith('S3_') && value !== undefined);
    if (stray) throw new Error(`${stray[0]} is set but S3_BUCKET is not: set S3_BUCKET, or unset the S3_ variables`);
    return { kind: 'local' };
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    kind: 's3',
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT,
    region: S3_REGION ?? 'us-east-1',
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: S3_FORCE_PATH_STYLE === '1' || S3_FORCE_PATH_STYLE === 'true',
  };
}

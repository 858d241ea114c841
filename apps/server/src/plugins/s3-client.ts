import { S3Client } from '@aws-sdk/client-s3';
import type { StorageSetting } from '../config/storage-setting.ts';

export type S3StorageSetting = Extract<StorageSetting, { kind: 's3' }>;

/**
 * The client for the configured bucket, shared by the server's storage and `npm run storage:copy`.
 *
 * Since SDK 3.729 the client adds a CRC32 checksum header to every upload and asks for checksums on every
 * download. Amazon S3 knows them; several S3-compatible services do not and refuse the request (Cloudflare
 * R2 answered uploads with 501 NotImplemented: aws/aws-sdk-js-v3#6810; others reject the signed
 * x-amz-checksum-mode header). So with an S3_ENDPOINT (a service other than AWS) checksums are only sent
 * where the operation requires one; on AWS itself the SDK's default integrity checks stay on (decision 071).
 */
export function createS3Client(setting: S3StorageSetting): S3Client {
  const thirdParty = setting.endpoint !== undefined;
  return new S3Client({
    region: setting.region,
    endpoint: setting.endpoint,
    forcePathStyle: setting.forcePathStyle,
    // Unset: the SDK's own chain (instance role, AWS_* variables, profile).
    credentials: setting.credentials,
    ...(thirdParty ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
}

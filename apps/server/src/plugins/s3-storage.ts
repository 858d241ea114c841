import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createS3Client, type S3StorageSetting } from './s3-client.ts';
import { checkedStorageKey, isValidStorageKey, type Storage, StorageKeyTakenError } from './storage.ts';

/** An answer of the bucket with this HTTP status (404 for NoSuchKey and for a HEAD's bare NotFound). */
export const isS3Status = (error: unknown, status: number) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === status;

/** The object's size in bytes, or null when the bucket holds nothing under the key. */
export async function s3ObjectSize(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isS3Status(error, 404)) return null;
    throw error;
  }
}

/**
 * Streams a body of any length into the bucket: `Upload` sends a small body in one PutObject and a larger
 * one in 5 MB parts as it reads them, so at most a few parts are in memory, never the whole file. A failed
 * multipart upload is aborted, so nothing half-written stays under the key.
 */
export async function uploadS3Object(
  client: S3Client,
  bucket: string,
  key: string,
  body: Readable | Buffer,
  options: { overwrite: boolean },
): Promise<void> {
  // If-None-Match: * makes the write conditional on services that support it (AWS, MinIO, R2): a second
  // writer gets 412. Services that ignore it overwrite; the HEAD before the upload covers them.
  const condition = options.overwrite ? {} : { IfNoneMatch: '*' };
  try {
    await new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ...condition } }).done();
  } catch (error) {
    // 412: the key was written meanwhile; 409: a concurrent conditional write to it is in progress.
    if (!options.overwrite && (isS3Status(error, 412) || isS3Status(error, 409))) {
      throw new StorageKeyTakenError('storage key taken');
    }
    throw error;
  }
}

/**
 * Storage in an S3-compatible bucket, one object per key. Downloads go through the server as from disk:
 * its routes check who may read first and then stream the object; the bucket is never public and no
 * presigned URL is handed out (decision 071).
 */
export function createS3Storage(setting: S3StorageSetting, client: S3Client = createS3Client(setting)): Storage {
  const { bucket } = setting;
  const refuseTaken = async (key: string) => {
    // Keys are 128 random bits, so two writers to one key do not happen; this keeps the rule "a key is
    // written once" on services without conditional writes (s3rver among them).
    if ((await s3ObjectSize(client, bucket, key)) !== null) throw new StorageKeyTakenError('storage key taken');
  };
  return {
    async put(key, body) {
      try {
        await refuseTaken(checkedStorageKey(key));
        await uploadS3Object(client, bucket, key, body, { overwrite: false });
      } finally {
        // Read to its end after an upload; released, as a failed pipeline does on disk, after a failure.
        if (!Buffer.isBuffer(body)) body.destroy();
      }
    },
    async putFile(key, localPath) {
      await refuseTaken(checkedStorageKey(key));
      const source = createReadStream(localPath);
      try {
        await uploadS3Object(client, bucket, key, source, { overwrite: false });
      } finally {
        source.destroy();
      }
      // After a failed upload the caller still holds (and discards) the temporary file, as on disk.
      await rm(localPath, { force: true });
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedStorageKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('the S3 client returned no stream');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        // Only a missing key is "nothing stored"; a missing bucket (NoSuchBucket, also 404) is an error.
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      // Deleting a missing object succeeds on S3, as rm with force does on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedStorageKey(key) }));
    },
    async exists(key) {
      // As on disk, a malformed key names nothing.
      return isValidStorageKey(key) && (await s3ObjectSize(client, bucket, key)) !== null;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseStorageSetting, storageEnvShape } from './storage-setting.ts';

describe('parseStorageSetting', () => {
  it('keeps files on the local disk when no S3_ variable is set', () => {
    expect(parseStorageSetting({})).toEqual({ kind: 'local' });
  });

  it('reads a bucket on an S3-compatible service with its keys', () => {
    expect(
      parseStorageSetting({
        S3_BUCKET: 'studiekraft-uploads',
        S3_ENDPOINT: 'https://fsn1.your-objectstorage.com',
        S3_REGION: 'fsn1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'hemmelig',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'studiekraft-uploads',
      endpoint: 'https://fsn1.your-objectstorage.com',
      region: 'fsn1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'hemmelig' },
      forcePathStyle: true,
    });
  });

  it('leaves AWS itself, us-east-1, the SDK’s credential chain and virtual-host addressing as defaults', () => {
    expect(parseStorageSetting({ S3_BUCKET: 'studiekraft' })).toEqual({
      kind: 's3',
      bucket: 'studiekraft',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    for (const [value, expected] of [
      ['1', true],
      ['true', true],
      ['0', false],
      ['false', false],
    ] as const) {
      expect(parseStorageSetting({ S3_BUCKET: 'studiekraft', S3_FORCE_PATH_STYLE: value })).toMatchObject({
        forcePathStyle: expected,
      });
    }
  });

  it('refuses an S3_ variable without S3_BUCKET, naming it, rather than writing to one machine’s disk', () => {
    expect(() => parseStorageSetting({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not',
    );
    expect(() => parseStorageSetting({ S3_SECRET_ACCESS_KEY: 'hemmelig' })).toThrow(/^S3_SECRET_ACCESS_KEY is set/);
  });

  it('refuses one key without the other', () => {
    for (const half of [{ S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' }, { S3_SECRET_ACCESS_KEY: 'hemmelig' }]) {
      expect(() => parseStorageSetting({ S3_BUCKET: 'studiekraft', ...half })).toThrow('go together');
    }
  });

  it('checks the shape of the variables: a bucket name, an endpoint URL, a yes or no', () => {
    const env = z.object(storageEnvShape);
    expect(env.safeParse({ S3_BUCKET: 'studiekraft-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' }).success).toBe(true);
    for (const wrong of [
      { S3_BUCKET: 'Studiekraft' },
      { S3_BUCKET: 'a' },
      { S3_BUCKET: 'bucket/with/slash' },
      { S3_ENDPOINT: 'min bucket' },
      { S3_ENDPOINT: 'minio:9000' },
      { S3_FORCE_PATH_STYLE: 'yes' },
    ]) {
      expect(env.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL (CI), else REDIS_URL, else the local default. */
export const testRedisUrl = () => process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix of its own per test file and run, so parallel runs never count each other's requests. */
export const uniqueRedisPrefix = (label: string) => `studiekraft-test:${label}:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under the prefix (the tests' clean-up) and returns how many there were. */
export async function deleteRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(testRedisUrl(), { lazyConnect: true });
  await redis.connect();
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) deleted += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

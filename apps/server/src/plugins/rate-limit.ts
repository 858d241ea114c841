import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createRateLimitStore } from './rate-limit-store.ts';

/** Redis errors reduced to a code: connection errors quote host and port, which the logs do not need. */
const errorCode = (error: unknown) =>
  (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && error.code) ||
  (error instanceof Error ? error.message.slice(0, 80) : 'ERROR');

/**
 * @fastify/rate-limit for the credential routes (rate-limits.ts builds their limiters on it), counting
 * in Redis when REDIS_URL is set, so every process behind the load balancer shares one budget, and in
 * this process's memory otherwise. The Redis client never waits: no offline queue and a one-second
 * command timeout, so an outage degrades to memory counters (see rate-limit-store.ts) instead of
 * hanging or crashing logins, and start-up does not wait for Redis either.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    const log = app.log.child({ module: 'rate-limit' });
    let redis: Redis | null = null;
    let isDegraded = false;

    if (redisUrl) {
      // Imported only here: a process without Redis never loads ioredis.
      const { Redis } = await import('ioredis');
      redis = new Redis(redisUrl, {
        lazyConnect: true,
        // Names the connection in CLIENT LIST (which deployment, which test run).
        connectionName: `${redisKeyPrefix}rate-limit`,
        enableOfflineQueue: false,
        commandTimeout: 1000,
        connectTimeout: 2000,
        maxRetriesPerRequest: 0,
        // Keep trying in the background, at most every 5 s, for as long as the process runs.
        retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
      });
      // Without a listener an 'error' event would throw and take the process down.
      redis.on('error', (error) => {
        if (!isDegraded) log.warn({ code: errorCode(error) }, 'redis unavailable; rate limits count in memory');
        isDegraded = true;
      });
      redis.on('ready', () => {
        if (isDegraded) log.info('redis is back; rate limits count in redis again');
        isDegraded = false;
      });
      await redis.connect().catch(() => {
        // Logged by the 'error' listener; the client reconnects on its own.
      });
      const client = redis;
      app.addHook('onClose', async () => {
        // quit() waits for a reply a dead server never sends; disconnect() closes at once.
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      });
    }

    await app.register(rateLimit, {
      global: false,
      store: createRateLimitStore({
        redis,
        keyPrefix: redisKeyPrefix,
        onRedisError: (error) => {
          if (!isDegraded) log.warn({ code: errorCode(error) }, 'redis did not answer; rate limits count in memory');
          isDegraded = true;
        },
      }),
    });
  },
  { name: 'rate-limit' },
);

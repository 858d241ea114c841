import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

interface Counter {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

// One round trip, atomic: count, start the window on the first hit, report what is left of it.
const incrementScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const readScript = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

/** Fixed windows per key in this process; bounded, the oldest key goes first. */
export class MemoryCounters {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  increment(key: string, timeWindow: number): Counter {
    const now = this.now();
    const open = this.#live(key, now);
    const window = open ?? { count: 0, endsAt: now + timeWindow };
    window.count += 1;
    // Re-inserted so the map's order stays oldest-used first.
    this.#windows.delete(key);
    this.#windows.set(key, window);
    if (this.#windows.size > this.maxKeys) {
      const oldest = this.#windows.keys().next().value;
      if (oldest !== undefined) this.#windows.delete(oldest);
    }
    return { current: window.count, ttl: window.endsAt - now };
  }

  read(key: string): Counter {
    const now = this.now();
    const window = this.#live(key, now);
    return window ? { current: window.count, ttl: window.endsAt - now } : { current: 0, ttl: 0 };
  }

  #live(key: string, now: number) {
    const window = this.#windows.get(key);
    if (window && window.endsAt > now) return window;
    if (window) this.#windows.delete(key);
    return undefined;
  }
}

export interface RateLimitStoreOptions {
  /** Shared counters for every process; null keeps them in this process only. */
  redis: Redis | null;
  /** Namespace of the Redis keys. */
  keyPrefix: string;
  /** Called when Redis could not answer and this process counted in memory instead. */
  onRedisError(error: unknown): void;
  memory?: MemoryCounters;
}

/**
 * The counter store behind every credential limit (@fastify/rate-limit's `store` option). With Redis
 * the counters are shared by all server processes. When Redis is down or slow the request is counted
 * in this process's memory instead: limits stay in force (per process) and logins keep working, where
 * failing open would lift them for anyone who can stall Redis and failing closed would lock everybody
 * out (decision 015).
 */
export function createRateLimitStore(options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const { redis, keyPrefix, onRedisError } = options;
  const memory = options.memory ?? new MemoryCounters();
  // Keys name e-mail addresses and confirmation tokens: Redis only ever sees their hash.
  const redisKey = (key: string) => `${keyPrefix}rate-limit:${createHash('sha256').update(key).digest('base64url')}`;

  function run(script: string, key: string, args: number[], local: () => Counter, callback: Callback) {
    // Not connected: answer from memory at once instead of queueing behind a reconnect.
    if (redis?.status !== 'ready') {
      if (redis) onRedisError(new Error(`redis ${redis.status}`));
      callback(null, local());
      return;
    }
    redis.eval(script, 1, redisKey(key), ...args).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      (error: unknown) => {
        onRedisError(error);
        callback(null, local());
      },
    );
  }

  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      run(incrementScript, key, [timeWindow], () => memory.increment(key, timeWindow), callback);
    }

    read(key: string, callback: Callback) {
      run(readScript, key, [], () => memory.read(key), callback);
    }

    // Every limiter names its action in the key (rate-limits.ts), so all of them can share one store.
    child() {
      return this;
    }
  };
}

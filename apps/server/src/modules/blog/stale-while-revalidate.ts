import { LRUCache } from 'lru-cache';

/**
 * The blog's cache (decision 028): an answer is fresh for `freshMs`; after that it is still served at once
 * while one background load replaces it. A load that fails keeps the last good copy (for as long as the
 * process lives: an old blog beats a broken one), or gives the fallback when there never was one. A
 * failure is remembered for `retryMs` so a feed that is down is not asked on every page view.
 */
export interface SwrCacheOptions {
  freshMs: number;
  retryMs: number;
  maxEntries: number;
  now?: () => number;
  /** Called once per failed load; the key is ours (no user data), the error the feed's. */
  onError?: (key: string, error: unknown) => void;
}

interface Entry {
  value: unknown;
  /** A real answer from the feed, not the fallback after a failure. */
  good: boolean;
}

interface Loader {
  load: () => Promise<unknown>;
  fallback: () => unknown;
}

export interface SwrCache {
  get<V>(key: string, load: () => Promise<V>, fallback: () => V): Promise<V>;
  /** Background loads still running (tests wait for them). */
  settled(): Promise<void>;
  readonly size: number;
}

export function createSwrCache(options: SwrCacheOptions): SwrCache {
  const loading = new Set<Promise<Entry>>();
  const cache = new LRUCache<string, Entry, Loader>({
    // Least recently used goes first: slugs from the address bar must not grow the cache without bound.
    max: options.maxEntries,
    ttl: options.freshMs,
    // Past its time the last copy is still served at once, while one background load replaces it.
    allowStale: true,
    // A test's clock is read on every lookup, not cached for a millisecond by a timer of the cache's own.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: (key, stale, { context, options: storing }) => {
      const loaded = (async (): Promise<Entry> => {
        try {
          return { value: await context.load(), good: true };
        } catch (error) {
          options.onError?.(key, error);
          storing.ttl = options.retryMs;
          return stale?.good ? stale : { value: context.fallback(), good: false };
        }
      })();
      loading.add(loaded);
      void loaded.finally(() => loading.delete(loaded));
      return loaded;
    },
  });

  return {
    async get<V>(key: string, load: () => Promise<V>, fallback: () => V): Promise<V> {
      const entry = await cache.fetch(key, { context: { load, fallback } });
      return (entry ? entry.value : fallback()) as V;
    },
    async settled() {
      await Promise.allSettled([...loading]);
      // The cache stores a load's answer a few promise steps after it: those all run before the next turn.
      await new Promise((resolve) => setImmediate(resolve));
    },
    get size() {
      return cache.size;
    },
  };
}

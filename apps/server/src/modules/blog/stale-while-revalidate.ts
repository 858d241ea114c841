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

interface Entry<V> {
  value: V;
  /** When the value may be served without asking again. */
  freshUntil: number;
  /** A real answer from the feed, not the fallback after a failure. */
  good: boolean;
}

export interface SwrCache {
  get<V>(key: string, load: () => Promise<V>, fallback: () => V): Promise<V>;
  /** Background loads still running (tests wait for them). */
  settled(): Promise<void>;
  readonly size: number;
}

export function createSwrCache(options: SwrCacheOptions): SwrCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<unknown>>();
  const inflight = new Map<string, Promise<unknown>>();

  const remember = (key: string, entry: Entry<unknown>) => {
    entries.delete(key);
    // Least recently stored goes first: slugs from the address bar must not grow the map without bound.
    while (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
    entries.set(key, entry);
  };

  function refresh<V>(key: string, load: () => Promise<V>, fallback: () => V): Promise<V> {
    const running = inflight.get(key);
    if (running) return running as Promise<V>;
    const promise = (async () => {
      try {
        const value = await load();
        remember(key, { value, freshUntil: now() + options.freshMs, good: true });
        return value;
      } catch (error) {
        options.onError?.(key, error);
        const previous = entries.get(key) as Entry<V> | undefined;
        const value = previous?.good ? previous.value : fallback();
        remember(key, { value, freshUntil: now() + options.retryMs, good: previous?.good ?? false });
        return value;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, promise);
    return promise;
  }

  return {
    async get<V>(key: string, load: () => Promise<V>, fallback: () => V): Promise<V> {
      const entry = entries.get(key) as Entry<V> | undefined;
      if (!entry) return refresh(key, load, fallback);
      if (entry.freshUntil <= now()) void refresh(key, load, fallback);
      return entry.value;
    },
    async settled() {
      await Promise.allSettled([...inflight.values()]);
    },
    get size() {
      return entries.size;
    },
  };
}

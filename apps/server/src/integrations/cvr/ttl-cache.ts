/**
 * A small in-memory cache with a lifetime per entry and a bound on its size. A Map keeps insertion order,
 * so re-inserting on a hit makes the first key the least recently used one, which goes first when full.
 * Per process on purpose: a lookup cache may be cold after a restart or differ between processes.
 */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs: number): void;
  readonly size: number;
}

export function createTtlCache<V>(options: { maxEntries: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, ttlMs) {
      entries.delete(key);
      while (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    get size() {
      return entries.size;
    },
  };
}

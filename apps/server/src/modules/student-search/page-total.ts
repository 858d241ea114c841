import { LRUCache } from 'lru-cache';

/**
 * The total of a paged list without counting every match on every request (decision 030). The page is
 * read with one row more than it shows, so:
 * - a page that is not full, or the first page, ends the list: the total is exact and free;
 * - a page past the end (nothing on it) counts afresh, so a total that had grown stale corrects itself;
 * - a page with more after it takes the count from a short-lived cache (or counts once, shared by every
 *   request that asks for the same count at the same time), raised to at least the rows known to exist,
 *   so the pager always offers the next page while there is one.
 * A total from the cache can lag new or hidden students by up to the cache's lifetime; the rows never do.
 */
export interface PageTotalInput {
  /** Rows read for the page: at most limit + 1. */
  rowsRead: number;
  limit: number;
  offset: number;
  /** The exact count of every match. */
  count: () => Promise<number>;
  /** Absent: count every time (staff lists, whose edits must show in the total at once). */
  cache?: { key: string; store: CountCache };
}

export async function pageTotal({ rowsRead, limit, offset, count, cache }: PageTotalInput): Promise<number> {
  const hasMore = rowsRead > limit;
  if (!hasMore && (rowsRead > 0 || offset === 0)) {
    const exact = offset + rowsRead;
    cache?.store.set(cache.key, exact);
    return exact;
  }
  if (rowsRead === 0) {
    const exact = await count();
    cache?.store.set(cache.key, exact);
    return exact;
  }
  const counted = cache ? await cache.store.get(cache.key, count) : await count();
  return Math.max(counted, offset + rowsRead);
}

/** Counts by key, shared by every request that asks for the same count. */
export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
  set(key: string, value: number): void;
}

/**
 * Counts by key for `ttlMs`, at most `max` of them (least recently used go first), and one count in flight
 * per key however many requests wait for it (lru-cache's fetch). With `refreshAfterMs`, a request that
 * finds a count older than that (but still within `ttlMs`) is answered from the cache while one recount
 * runs in the background: under steady traffic nobody waits for a count (a count of every visible student
 * takes a second at 100,000 students on a loaded machine), and a count is still never older than `ttlMs`.
 * A failed background recount keeps the cached count; the next request tries again.
 */
export function countCache(options: {
  ttlMs: number;
  max: number;
  refreshAfterMs?: number;
  clock?: { now(): number };
}): CountCache {
  const { ttlMs, refreshAfterMs = Number.POSITIVE_INFINITY, clock } = options;
  const cache = new LRUCache<string, number, () => Promise<number>>({
    max: options.max,
    ttl: ttlMs,
    noDeleteOnFetchRejection: true,
    // A test's clock is read on every lookup, not cached for a millisecond by a timer of the cache's own.
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    get: async (key, count) => {
      const remaining = cache.getRemainingTTL(key);
      const value = await cache.fetch(key, {
        context: count,
        // Past refreshAfterMs: recount, answering from the cache meanwhile; at ttlMs: wait for the count.
        forceRefresh: remaining <= 0 || remaining <= ttlMs - refreshAfterMs,
        allowStale: remaining > 0,
      });
      return value ?? count();
    },
    set: (key, value) => {
      cache.set(key, value);
    },
  };
}

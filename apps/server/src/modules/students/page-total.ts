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

/**
 * Counts by key for `ttlMs`, at most `maxEntries` of them (the oldest go first), and one count in flight
 * per key however many requests wait for it. With `refreshAfterMs`, the first request that finds a count
 * older than that (but still within `ttlMs`) starts a new count in the background and is answered from the
 * cache: under steady traffic nobody waits for a count (a count of every visible student takes a second at
 * 100,000 students on a loaded machine, and every request with the same filters would wait for it), and a
 * count is still never older than `ttlMs`.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; counted: number }>();
  private readonly inFlight = new Map<string, Promise<number>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly refreshAfterMs = Number.POSITIVE_INFINITY,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.counted : Number.POSITIVE_INFINITY;
    if (entry && age < this.ttlMs) {
      // A failed background count is forgotten; the next request past refreshAfterMs tries again.
      if (age >= this.refreshAfterMs) this.countOnce(key, count).catch(() => {});
      return entry.value;
    }
    return this.countOnce(key, count);
  }

  set(key: string, value: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, counted: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  private countOnce(key: string, count: () => Promise<number>): Promise<number> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const counting = count()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, counting);
    return counting;
  }
}

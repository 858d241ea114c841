import { describe, expect, it, vi } from 'vitest';
import { countCache, pageTotal } from './page-total.ts';

const counting = (value: number) => vi.fn(async () => value);

describe('pageTotal', () => {
  it('takes the total from a page that ends the list, without counting', async () => {
    const count = counting(99);
    expect(await pageTotal({ rowsRead: 4, limit: 9, offset: 18, count })).toBe(22);
    expect(await pageTotal({ rowsRead: 0, limit: 9, offset: 0, count })).toBe(0);
    expect(count).not.toHaveBeenCalled();
  });

  it('counts afresh past the end and stores what it found', async () => {
    const store = countCache({ ttlMs: 60_000, max: 10 });
    store.set('k', 500);
    const count = counting(12);
    expect(await pageTotal({ rowsRead: 0, limit: 9, offset: 90, count, cache: { key: 'k', store } })).toBe(12);
    expect(await store.get('k', counting(1))).toBe(12);
  });

  it('counts when more rows follow, and never says fewer than the rows known to exist', async () => {
    expect(await pageTotal({ rowsRead: 10, limit: 9, offset: 0, count: counting(40) })).toBe(40);
    // A stale count of 5 while a 28th row exists: the pager must still offer the next page.
    expect(await pageTotal({ rowsRead: 10, limit: 9, offset: 18, count: counting(5) })).toBe(28);
  });

  it('asks the cache when one is given', async () => {
    const store = countCache({ ttlMs: 60_000, max: 10 });
    const first = counting(40);
    const second = counting(41);
    expect(await pageTotal({ rowsRead: 10, limit: 9, offset: 0, count: first, cache: { key: 'k', store } })).toBe(40);
    expect(await pageTotal({ rowsRead: 10, limit: 9, offset: 9, count: second, cache: { key: 'k', store } })).toBe(40);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});

describe('countCache', () => {
  it('keeps a count for its lifetime, then counts again', async () => {
    let now = 1000;
    const store = countCache({ ttlMs: 30_000, max: 10, clock: { now: () => now } });
    expect(await store.get('k', counting(1))).toBe(1);
    now += 29_999;
    expect(await store.get('k', counting(2))).toBe(1);
    now += 1;
    expect(await store.get('k', counting(3))).toBe(3);
  });

  it('runs one count per key however many ask at once', async () => {
    const store = countCache({ ttlMs: 30_000, max: 10 });
    let finish: (value: number) => void = () => {};
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const answers = Promise.all([store.get('k', count), store.get('k', count), store.get('k', count)]);
    finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed count, so the next request tries again', async () => {
    const store = countCache({ ttlMs: 30_000, max: 10 });
    await expect(store.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.get('k', counting(4))).toBe(4);
  });

  it('recounts in the background once a count is older than refreshAfterMs, answering from the cache', async () => {
    let now = 1000;
    const store = countCache({ ttlMs: 30_000, max: 10, refreshAfterMs: 20_000, clock: { now: () => now } });
    expect(await store.get('k', counting(1))).toBe(1);
    now += 19_999;
    const early = counting(2);
    expect(await store.get('k', early)).toBe(1);
    expect(early).not.toHaveBeenCalled();
    now += 1;
    let finish: (value: number) => void = () => {};
    const slow = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    // Past refreshAfterMs: the cached count answers at once, one recount starts for all who ask.
    expect(await store.get('k', slow)).toBe(1);
    expect(await store.get('k', slow)).toBe(1);
    expect(slow).toHaveBeenCalledTimes(1);
    finish(5);
    await vi.waitFor(async () => expect(await store.get('k', counting(6))).toBe(5));
    // The recount started a new lifetime.
    now += 29_999;
    expect(await store.get('k', counting(7))).toBe(5);
  });

  it('never answers with a count older than its lifetime, refresh or not', async () => {
    let now = 1000;
    const store = countCache({ ttlMs: 30_000, max: 10, refreshAfterMs: 20_000, clock: { now: () => now } });
    expect(await store.get('k', counting(1))).toBe(1);
    now += 30_000;
    expect(await store.get('k', counting(2))).toBe(2);
  });

  it('keeps the cached count when a background recount fails, and tries again later', async () => {
    let now = 1000;
    const store = countCache({ ttlMs: 30_000, max: 10, refreshAfterMs: 20_000, clock: { now: () => now } });
    expect(await store.get('k', counting(1))).toBe(1);
    now += 25_000;
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    expect(await store.get('k', failing)).toBe(1);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.get('k', counting(3))).toBe(1);
    await vi.waitFor(async () => expect(await store.get('k', counting(4))).toBe(3));
  });

  it('holds at most maxEntries counts, dropping the oldest', async () => {
    const store = countCache({ ttlMs: 30_000, max: 2 });
    store.set('a', 1);
    store.set('b', 2);
    store.set('c', 3);
    expect(await store.get('a', counting(10))).toBe(10);
    expect(await store.get('c', counting(30))).toBe(3);
  });
});

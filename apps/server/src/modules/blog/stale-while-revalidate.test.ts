import { describe, expect, it } from 'vitest';
import { createSwrCache } from './stale-while-revalidate.ts';

describe('the stale-while-revalidate cache', () => {
  it('shares one load between callers who ask at the same time, fresh or stale', async () => {
    // lru-cache reads a start time of 0 as no lifetime at all, so the clock starts later; an answer is
    // stale once it is more than freshMs old.
    let clock = 1000;
    let loads = 0;
    const cache = createSwrCache({ freshMs: 1000, retryMs: 100, maxEntries: 10, now: () => clock });
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return loads;
    };
    expect(await Promise.all([cache.get('k', load, () => 0), cache.get('k', load, () => 0)])).toEqual([1, 1]);
    expect(loads).toBe(1);
    clock = 2001;
    // Stale: both get the old value at once, and only one refresh runs.
    expect(await Promise.all([cache.get('k', load, () => 0), cache.get('k', load, () => 0)])).toEqual([1, 1]);
    await cache.settled();
    expect(loads).toBe(2);
    expect(await cache.get('k', load, () => 0)).toBe(2);
  });

  it('forgets the least recently stored key beyond its bound', async () => {
    let loads = 0;
    const cache = createSwrCache({ freshMs: 1000, retryMs: 100, maxEntries: 2, now: () => 0 });
    const load = async () => ++loads;
    await cache.get('a', load, () => 0);
    await cache.get('b', load, () => 0);
    await cache.get('c', load, () => 0);
    expect(cache.size).toBe(2);
    await cache.get('a', load, () => 0);
    expect(loads).toBe(4);
  });

  it('calls onError once per failed load and answers the fallback', async () => {
    const errors: string[] = [];
    const cache = createSwrCache({
      freshMs: 1000,
      retryMs: 100,
      maxEntries: 2,
      now: () => 0,
      onError: (key) => errors.push(key),
    });
    const failing = async (): Promise<string[]> => {
      throw new Error('nede');
    };
    expect(await cache.get('tags', failing, () => [])).toEqual([]);
    expect(await cache.get('tags', failing, () => [])).toEqual([]);
    expect(errors).toEqual(['tags']);
  });
});

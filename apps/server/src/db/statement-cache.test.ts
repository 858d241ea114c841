import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { keyedStatements } from './statement-cache.ts';

const dbA = {} as DbOrTx;
const dbB = {} as DbOrTx;

describe('keyedStatements', () => {
  it('builds once per key and database handle', () => {
    const cache = keyedStatements<{ n: number }>();
    let builds = 0;
    const build = () => ({ n: ++builds });
    const first = cache(dbA, 'q', build);
    expect(cache(dbA, 'q', build)).toBe(first);
    expect(cache(dbA, 'other', build)).not.toBe(first);
    // A transaction or second database never gets another handle's statements.
    expect(cache(dbB, 'q', build)).not.toBe(first);
    expect(builds).toBe(3);
  });

  it('forgets the least recently used key beyond its size', () => {
    const cache = keyedStatements<string>(2);
    let builds = 0;
    const build = (key: string) => () => {
      builds++;
      return key;
    };
    cache(dbA, 'a', build('a'));
    cache(dbA, 'b', build('b'));
    cache(dbA, 'a', build('a')); // a is now the most recent
    cache(dbA, 'c', build('c')); // evicts b
    expect(builds).toBe(3);
    cache(dbA, 'a', build('a'));
    expect(builds).toBe(3);
    cache(dbA, 'b', build('b'));
    expect(builds).toBe(4);
  });

  it('keeps the order right when the newest key is asked for again', () => {
    const cache = keyedStatements<string>(2);
    const built: string[] = [];
    const get = (key: string) =>
      cache(dbA, key, () => {
        built.push(key);
        return key;
      });
    get('a');
    get('b');
    get('b'); // already the newest
    get('a'); // now the newest
    get('a');
    get('c'); // evicts b
    get('a');
    get('b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });

  it('caches nothing when the build throws (an invalid query)', () => {
    const cache = keyedStatements<string>();
    expect(() =>
      cache(dbA, 'bad', () => {
        throw new Error('INVALID_QUERY');
      }),
    ).toThrow('INVALID_QUERY');
    expect(cache(dbA, 'bad', () => 'built')).toBe('built');
  });
});

import { describe, expect, it } from 'vitest';
import { largerYoungGeneration, serverNodeFlags } from './server-node-flags.mjs';

const postgres = 'postgres://postgres@127.0.0.1:5432/test';

describe('serverNodeFlags', () => {
  it('gives a server on PostgreSQL the larger young generation', () => {
    expect(serverNodeFlags({ DATABASE_URL: postgres }, [])).toEqual([largerYoungGeneration]);
    expect(largerYoungGeneration).toBe('--max-semi-space-size=32');
  });

  it('gives none on PGlite, an empty DATABASE_URL included (the server reads it as unset)', () => {
    expect(serverNodeFlags({}, [])).toEqual([]);
    expect(serverNodeFlags({ DATABASE_URL: '' }, [])).toEqual([]);
  });

  it('leaves a semi-space size chosen by whoever starts the server alone, either spelling', () => {
    expect(serverNodeFlags({ DATABASE_URL: postgres }, ['--max-semi-space-size=64'])).toEqual([]);
    expect(serverNodeFlags({ DATABASE_URL: postgres, NODE_OPTIONS: '--enable-source-maps --max_semi_space_size=8' }, [])).toEqual(
      [],
    );
    // Other options do not count as a choice.
    expect(serverNodeFlags({ DATABASE_URL: postgres, NODE_OPTIONS: '--max-old-space-size=512' }, ['--inspect'])).toEqual([
      largerYoungGeneration,
    ]);
  });
});

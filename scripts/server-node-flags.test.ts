import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags.mjs';

describe('serverNodeFlags', () => {
  it('are the options npm start gives node, so the tests and benches run the heap that ships', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'));
    expect(scripts.start).toBe(`node ${serverNodeFlags.join(' ')} scripts/start.mjs`);
    expect(serverNodeFlags).toEqual(['--max-semi-space-size=32']);
  });
});

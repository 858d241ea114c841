import { describe, expect, it } from 'vitest';
import { containsNul } from './error-handler.ts';

describe('containsNul', () => {
  it('finds NUL in a value or a key, at any depth the parsers produce', () => {
    expect(containsNul('a\0b')).toBe(true);
    expect(containsNul({ filter_groups: [{ filters: [{ key: 'name', value: 'x\0' }] }] })).toBe(true);
    expect(containsNul({ ['na\0me']: 'x' })).toBe(true);
    expect(containsNul(['ok', ['still ok', 'not\0ok']])).toBe(true);
  });

  it('passes text without NUL, numbers, empty objects and what lies beyond the depth limit', () => {
    expect(containsNul({})).toBe(false);
    expect(containsNul({ id: '12', limit: 20, tags: ['a', 'b'], nested: { ok: true } })).toBe(false);
    expect(containsNul(null)).toBe(false);
    let deep: unknown = 'x\0';
    for (let i = 0; i < 10; i++) deep = { deeper: deep };
    expect(containsNul(deep)).toBe(false);
  });

  it('ignores inherited keys', () => {
    const withParent = Object.create({ ['inherited\0']: 'x' }) as Record<string, unknown>;
    withParent.own = 'fine';
    expect(containsNul(withParent)).toBe(false);
  });
});

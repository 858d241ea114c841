import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list-query.ts';

describe('listQuerySchema', () => {
  it('reads bracket-notation objects and JSON strings alike', () => {
    const fromBrackets = listQuerySchema.parse({
      filter_groups: { 0: { filters: { 0: { key: 'name', value: 'Bo', operator: 'sw' } } } },
      sort: { 0: { key: 'name', direction: 'desc' } },
      limit: '9',
      page: '2',
    });
    const fromJson = listQuerySchema.parse({
      filter_groups: JSON.stringify([{ filters: [{ key: 'name', value: 'Bo', operator: 'sw' }] }]),
      sort: JSON.stringify([{ key: 'name', direction: 'DESC' }]),
      limit: 9,
      page: 2,
    });
    expect(fromBrackets).toEqual(fromJson);
    expect(fromJson.sort).toEqual([{ key: 'name', direction: 'DESC' }]);
    expect(fromJson.filter_groups?.[0]?.filters[0]?.operator).toBe('sw');
  });

  it('defaults the operator to eq and accepts a single include as a string', () => {
    const parsed = listQuerySchema.parse({ filter_groups: [{ filters: [{ key: 'id', value: 3 }] }], includes: 'user' });
    expect(parsed.filter_groups?.[0]?.filters[0]?.operator).toBe('eq');
    expect(parsed.includes).toEqual(['user']);
  });

  it('rejects unknown operators, extra keys, negative pages and huge limits', () => {
    expect(listQuerySchema.safeParse({ filter_groups: [{ filters: [{ key: 'a', operator: 'like' }] }] }).success).toBe(false);
    expect(listQuerySchema.safeParse({ filter_groups: [{ filters: [{ key: 'a', extra: 1 }] }] }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: -1 }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: 100_000 }).success).toBe(false);
  });
});

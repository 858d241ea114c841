import { describe, expect, it } from 'vitest';
import { filterByName, typeaheadResult } from '../name-search.ts';

const rows = ['Anna Holm', 'Johanne Åberg', 'Mads Kristensen', 'Hanne Ølgaard'].map((name) => ({ name }));

describe('name search (spec section 5)', () => {
  it('matches case-insensitively anywhere in the name, Danish letters included', () => {
    expect(filterByName(rows, 'ANNE').map((row) => row.name)).toEqual(['Johanne Åberg', 'Hanne Ølgaard']);
    expect(filterByName(rows, 'åb').map((row) => row.name)).toEqual(['Johanne Åberg']);
  });

  it('clears the result for an empty term', () => {
    expect(filterByName(rows, '   ')).toEqual([]);
    expect(typeaheadResult(rows, '')).toEqual({ status: 'idle' });
  });

  it('caps the typeahead at 5 and says when there are more', () => {
    const many = Array.from({ length: 6 }, (_, index) => ({ name: `Anna ${index}` }));
    const result = typeaheadResult(many, 'anna');
    expect(result.status).toBe('more');
    expect(result.status === 'more' && result.rows).toHaveLength(5);
    expect(typeaheadResult(many.slice(0, 5), 'anna').status).toBe('some');
    expect(typeaheadResult(many, 'zz')).toEqual({ status: 'none' });
  });
});

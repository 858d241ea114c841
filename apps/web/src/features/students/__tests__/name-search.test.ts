import { describe, expect, it } from 'vitest';
import { typeaheadResult } from '../name-search.ts';

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Anna ${index}` }));

describe('typeahead result (spec sections 5 and 8)', () => {
  it('is idle for an empty term or before an answer', () => {
    expect(typeaheadResult({ rows: rowsOf(2), total: 2 }, '   ')).toEqual({ status: 'idle' });
    expect(typeaheadResult(undefined, 'anna')).toEqual({ status: 'idle' });
  });

  it('says none, some, or more than 5 by the server total', () => {
    expect(typeaheadResult({ rows: [], total: 0 }, 'zz')).toEqual({ status: 'none' });
    expect(typeaheadResult({ rows: rowsOf(5), total: 5 }, 'anna').status).toBe('some');
    const more = typeaheadResult({ rows: rowsOf(5), total: 6 }, 'anna');
    expect(more.status).toBe('more');
    expect(more.status === 'more' && more.rows).toHaveLength(5);
  });
});

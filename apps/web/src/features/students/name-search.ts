import { pageSizes } from '@studiekraft/shared/constants/limits';

const normalise = (text: string) => text.toLocaleLowerCase('da').trim();

/**
 * Spec section 5: case-insensitive "contains" over the unpaged list; an empty term clears the result
 * rather than matching everyone.
 */
export function filterByName<T extends { name: string }>(rows: readonly T[], term: string): T[] {
  const needle = normalise(term);
  if (!needle) return [];
  return rows.filter((row) => normalise(row.name).includes(needle));
}

export type TypeaheadResult<T> = { status: 'idle' } | { status: 'none' } | { status: 'some' | 'more'; rows: T[] };

/** The quick search shows at most 5 names and says so when there are more (spec section 8). */
export function typeaheadResult<T extends { name: string }>(rows: readonly T[], term: string): TypeaheadResult<T> {
  if (!normalise(term)) return { status: 'idle' };
  const matches = filterByName(rows, term);
  if (matches.length === 0) return { status: 'none' };
  return {
    status: matches.length > pageSizes.typeahead ? 'more' : 'some',
    rows: matches.slice(0, pageSizes.typeahead),
  };
}

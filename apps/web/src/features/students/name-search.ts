import { pageSizes } from '@studiekraft/shared/constants/limits';

export type TypeaheadResult<T> = { status: 'idle' } | { status: 'none' } | { status: 'some' | 'more'; rows: T[] };

/**
 * The quick search shows at most 5 names and says so when there are more (spec section 8); an empty term
 * clears the result rather than matching everyone (spec section 5). The server did the matching; its
 * total tells "more" apart from exactly 5.
 */
export function typeaheadResult<T>(answer: { rows: readonly T[]; total: number } | undefined, term: string): TypeaheadResult<T> {
  if (!term.trim() || !answer) return { status: 'idle' };
  if (answer.total === 0) return { status: 'none' };
  return {
    status: answer.total > pageSizes.typeahead ? 'more' : 'some',
    rows: answer.rows.slice(0, pageSizes.typeahead),
  };
}

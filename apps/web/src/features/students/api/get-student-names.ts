import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Student } from '@studiekraft/shared/schemas/students';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';
import { publicStudentFilters } from './student-filters.ts';

/**
 * The quick search's question: `name ct <term>` with a page of 5 (spec section 9: the typeahead shows at
 * most 5), sorted by name. The total says whether there are more than the 5 shown. Rows carry slug and
 * name (spec section 7), so no includes.
 */
export function searchStudentNames(term: string, signal?: AbortSignal) {
  return api.get<ListResponse<Student>>('/students', {
    query: {
      filter_groups: publicStudentFilters(undefined, term),
      sort: [{ key: 'name', direction: 'ASC' }],
      limit: pageSizes.typeahead,
      page: 0,
    },
    signal,
  });
}

export const studentNamesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: studentKeys.names(term.trim().toLocaleLowerCase('da')),
    queryFn: ({ signal }) => searchStudentNames(term, signal),
    staleTime: 60_000,
  });

/** The names matching a term; nothing is asked for an empty one. The last answer stays while the next loads. */
export function useStudentNameSearch(term: string) {
  return useQuery({ ...studentNamesQueryOptions(term), enabled: term.trim() !== '', placeholderData: keepPreviousData });
}

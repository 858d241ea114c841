import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Student } from '@studiekraft/shared/schemas/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { publicStudentFilters, studentCardIncludes } from './student-filters.ts';

/**
 * The unpaged list (limit 9999, spec section 7) that name search filters in the browser. The typeahead
 * asks without a skill; the search page passes its skill so both filters apply together.
 */
export function getAllStudents(skillId: number | undefined, withCards: boolean, signal?: AbortSignal) {
  return api.get<ListResponse<Student>>('/students', {
    query: {
      // The typeahead shows names only (spec section 7: rows carry slug and name), so it skips skills.
      includes: withCards ? studentCardIncludes : undefined,
      filter_groups: publicStudentFilters(skillId),
      limit: pageSizes.studentNameSearch,
      page: 0,
    },
    signal,
  });
}

export const allStudentsQueryOptions = (skillId?: number, withCards = true) =>
  queryOptions({
    queryKey: ['students', 'all', withCards ? 'cards' : 'names', skillId ?? null],
    queryFn: ({ signal }) => getAllStudents(skillId, withCards, signal).then((response) => response.rows),
    // A big list: keep it a while so typing, paging and coming back do not ask again.
    staleTime: 5 * 60_000,
  });

export function useAllStudents(skillId: number | undefined, enabled: boolean) {
  return useQuery({ ...allStudentsQueryOptions(skillId), enabled });
}

/** Names and slugs of every public student, for the home page's quick search. */
export function useStudentNames(enabled: boolean) {
  return useQuery({ ...allStudentsQueryOptions(undefined, false), enabled });
}

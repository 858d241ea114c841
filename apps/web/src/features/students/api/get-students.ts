import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Student } from '@studiekraft/shared/schemas/students';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';
import { publicStudentFilters, studentCardIncludes } from './student-filters.ts';

export interface StudentPageQuery {
  skillId?: number;
  /** The name search term; empty or absent lists everyone. */
  name?: string;
  /** 0-based, as the API counts. */
  page: number;
}

export function getStudents({ skillId, name, page }: StudentPageQuery, signal?: AbortSignal) {
  return api.get<ListResponse<Student>>('/students', {
    query: {
      includes: studentCardIncludes,
      filter_groups: publicStudentFilters(skillId, name),
      limit: pageSizes.studentSearch,
      page,
    },
    signal,
  });
}

export const studentsQueryOptions = (query: StudentPageQuery) =>
  queryOptions({
    queryKey: studentKeys.search(query.skillId ?? null, query.name?.trim() || null, query.page),
    queryFn: ({ signal }) => getStudents(query, signal),
  });

/** One page of the search grid; the previous page stays on screen while the next one loads. */
export function useStudents(query: StudentPageQuery, enabled = true) {
  return useQuery({ ...studentsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

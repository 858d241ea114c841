import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Student } from '@studiekraft/shared/schemas/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';
import { publicStudentFilters, studentCardIncludes } from './student-filters.ts';

/** The home page's three students (spec section 9), best rated first. */
export function getFeaturedStudents(signal?: AbortSignal) {
  return api.get<ListResponse<Student>>('/students', {
    query: {
      includes: studentCardIncludes,
      filter_groups: publicStudentFilters(),
      sort: [{ key: 'average_rating', direction: 'desc' }],
      limit: pageSizes.homeFeatured,
      page: 0,
    },
    signal,
  });
}

export const featuredStudentsQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.featured(),
    queryFn: ({ signal }) => getFeaturedStudents(signal).then((response) => response.rows),
  });

export function useFeaturedStudents() {
  return useQuery(featuredStudentsQueryOptions());
}

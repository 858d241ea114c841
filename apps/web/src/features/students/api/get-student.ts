import type { Student } from '@studiekraft/shared/schemas/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';
import { studentCardIncludes } from './student-filters.ts';

export function getStudentBySlug(slug: string, signal?: AbortSignal) {
  return api.get<DataResponse<Student>>(`/students/slug/${encodeURIComponent(slug)}`, {
    query: { includes: studentCardIncludes },
    signal,
  });
}

export const studentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: studentKeys.bySlug(slug),
    queryFn: ({ signal }) => getStudentBySlug(slug, signal).then((response) => response.data),
  });

export function useStudent(slug: string) {
  return useQuery(studentQueryOptions(slug));
}

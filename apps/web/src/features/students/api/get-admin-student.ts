import type { Student } from '@studiekraft/shared/schemas/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';

/** The staff detail asks for every relation: the login, level, skills with prices, projects, application. */
const detailIncludes = ['user', 'level', 'skills', 'skills.paygrades', 'projects', 'application'];

export const adminStudentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.adminDetail(id),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<Student>>(`/students/${id}`, { query: { includes: detailIncludes }, signal })
        .then((response) => response.data),
  });

export function useAdminStudent(id: number) {
  return useQuery(adminStudentQueryOptions(id));
}

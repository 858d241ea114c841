import type { ApplicationDetail } from '@studiekraft/shared/schemas/student-application';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { applicationKeys } from '../query-keys.ts';

/** GET /students/:id/application, staff only: the whole application as the applicant sent it. */
export function getApplication(studentId: number, signal?: AbortSignal) {
  return api.get<DataResponse<ApplicationDetail>>(`/students/${studentId}/application`, { signal }).then((r) => r.data);
}

export const applicationQueryOptions = (studentId: number) =>
  queryOptions({ queryKey: applicationKeys.detail(studentId), queryFn: ({ signal }) => getApplication(studentId, signal) });

export function useApplication(studentId: number) {
  return useQuery({ ...applicationQueryOptions(studentId), enabled: Number.isInteger(studentId) && studentId > 0 });
}

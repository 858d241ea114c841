import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { ApplicationStatus } from '@studiekraft/shared/schemas/student-application';
import type { Student } from '@studiekraft/shared/schemas/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { applicationKeys } from '../query-keys.ts';

/** A student row of the pending list; the application include carries its status. */
export type PendingApplicationRow = Student & {
  application?: (NonNullable<Student['application']> & { status?: ApplicationStatus }) | null;
};

/** The status of a row: the include's, else the student's own screening state. */
export function statusOf(row: PendingApplicationRow): ApplicationStatus {
  return row.application?.status ?? row.application_status ?? 'received';
}

/** When the application came in: the application's own date, else the student record's. */
export function receivedAt(row: PendingApplicationRow): string {
  return row.application?.created_at ?? row.created_at;
}

/** Applications waiting for a decision (received or reviewed), newest first. */
export function getPendingApplications(signal?: AbortSignal) {
  return api
    .get<ListResponse<PendingApplicationRow>>('/students', {
      query: {
        filter_groups: [{ filters: [{ key: 'application', value: 'pending', operator: 'eq' }] }],
        includes: ['application', 'user', 'skills'],
        sort: [{ key: 'created_at', direction: 'DESC' }],
        limit: pageSizes.adminLists,
      },
      signal,
    })
    .then((response) => ({
      ...response,
      rows: [...response.rows].sort((a, b) => receivedAt(b).localeCompare(receivedAt(a))),
    }));
}

export const pendingApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.pending(), queryFn: ({ signal }) => getPendingApplications(signal) });

export function usePendingApplications() {
  return useQuery(pendingApplicationsQueryOptions());
}

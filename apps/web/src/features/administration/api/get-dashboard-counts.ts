import type { ProjectStats } from '@studiekraft/shared/schemas/project-stats';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { administrationKeys } from '../query-keys.ts';

export interface DashboardCounts {
  students: number;
  customers: number;
  stats: ProjectStats;
}

/** Students of the marketplace: an applicant waiting for screening (or rejected) is not one yet (issue 34). */
const admittedStudents = { filter_groups: [{ filters: [{ key: 'application', value: 'admitted', operator: 'eq' }] }] };

/** The dashboard's figures: the two counts and the project Stats (spec section 3), fetched side by side. */
export async function getDashboardCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  const [students, customers, stats] = await Promise.all([
    api.get<{ count: number }>('/students/count', { query: admittedStudents, signal }),
    api.get<{ count: number }>('/customers/count', { signal }),
    api.get<ProjectStats>('/projects/stats', { signal }),
  ]);
  return { students: students.count, customers: customers.count, stats };
}

export function useDashboardCounts() {
  return useQuery({ queryKey: administrationKeys.counts(), queryFn: ({ signal }) => getDashboardCounts(signal) });
}

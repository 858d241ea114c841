import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';

/** GET /students/stats: the block above the staff student tables. */
export interface StudentStats {
  total: number;
  active: number;
  inactive: number;
  perLevel: { level_id: number; key: string; name: string; count: number }[];
  applications: { received: number; reviewed: number };
}

export function useStudentStats() {
  return useQuery({
    queryKey: studentKeys.stats(),
    queryFn: ({ signal }) => api.get<DataResponse<StudentStats>>('/students/stats', { signal }).then((response) => response.data),
  });
}

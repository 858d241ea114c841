import type { DatePeriod, SumByDatePeriod } from '@studiekraft/shared/schemas/date-periods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { administrationKeys } from '../query-keys.ts';

export interface SignupsQuery {
  period: DatePeriod;
  /** `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
}

export interface SignupsPoint {
  label: string;
  students: number;
  customers: number;
}

/**
 * New students and new customers per period. The server answers every period of the range in order, so
 * the student labels lead; a label only one side has (it should not happen) still counts as 0 on the other.
 */
export async function getSignupsByPeriod(query: SignupsQuery, signal?: AbortSignal): Promise<SignupsPoint[]> {
  const params = { period: query.period, from: query.from, to: query.to };
  const [students, customers] = await Promise.all([
    api.get<SumByDatePeriod>('/students/sum-by-date-period', { query: params, signal }),
    api.get<SumByDatePeriod>('/customers/sum-by-date-period', { query: params, signal }),
  ]);
  const labels = [...new Set([...Object.keys(students), ...Object.keys(customers)])].sort();
  return labels.map((label) => ({ label, students: students[label] ?? 0, customers: customers[label] ?? 0 }));
}

export function useSignupsByPeriod(query: SignupsQuery) {
  return useQuery({
    queryKey: administrationKeys.signupsByPeriod(query),
    queryFn: ({ signal }) => getSignupsByPeriod(query, signal),
    // Changing the period keeps the old chart on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

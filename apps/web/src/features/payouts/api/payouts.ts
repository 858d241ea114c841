import type { Payout, PayoutMonthSummary, PayoutRate } from '@studiekraft/shared/schemas/payouts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse, ListResponse } from '../../../types/api.ts';
import { payoutKeys } from '../query-keys.ts';

/** GET /payouts/summary: per month earned, pending and paid (a student's own, staff's totals). */
const payoutSummaryQuery = () =>
  queryOptions({
    queryKey: payoutKeys.summary(),
    queryFn: ({ signal }) => api.get<DataResponse<PayoutMonthSummary[]>>('/payouts/summary', { signal }),
  });

export function usePayoutSummary(enabled = true) {
  return useQuery({ ...payoutSummaryQuery(), select: (response) => response.data, enabled });
}

/** The same months as the rows of the staff table (one request, one cache entry with usePayoutSummary). */
export function usePayoutMonths() {
  return useQuery({ ...payoutSummaryQuery(), select: (response) => ({ rows: response.data }) });
}

/** The most lines one month shows on the staff page; the CSV has them all. */
export const payoutLinesLimit = 500;

/** GET /payouts filtered on one month ('2026-11'), oldest line first. */
export function usePayoutMonth(month: string | null) {
  return useQuery({
    queryKey: payoutKeys.month(month),
    queryFn: ({ signal }) =>
      api.get<ListResponse<Payout>>('/payouts', {
        query: {
          filter_groups: [{ filters: [{ key: 'month', operator: 'eq', value: month }] }],
          sort: [{ key: 'created_at', direction: 'ASC' }],
          limit: payoutLinesLimit,
        },
        signal,
      }),
    // No placeholder: another month's lines under this month's title would mislead.
    enabled: month !== null,
  });
}

export function useMarkMonthPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      api
        .post<DataResponse<{ month: string; paid_lines: number; pay: number; holiday_pay: number }>>(
          `/payouts/months/${month}/paid`,
        )
        .then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function usePayoutRates() {
  return useQuery({
    queryKey: payoutKeys.rates(),
    queryFn: ({ signal }) => api.get<DataResponse<PayoutRate[]>>('/payout-rates', { signal }),
    select: (response) => response.data,
  });
}

export function useSetPayoutRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ levelId, share }: { levelId: number; share: number }) =>
      api.put<DataResponse<PayoutRate>>(`/payout-rates/${levelId}`, { share_percent: share }).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.rates() }),
  });
}

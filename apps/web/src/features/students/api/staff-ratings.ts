import type { StaffRating, StaffRatingInput } from '@studiekraft/shared/schemas/ratings';
import type { Rating } from '@studiekraft/shared/schemas/students';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse, ListResponse } from '../../../types/api.ts';
import { auditKeys } from '../../audit-log/query-keys.ts';
import { studentKeys } from '../query-keys.ts';

/** The staff page lists every rating of the student at once, newest first (admin lists: up to 999). */
export function useAllStudentRatings(studentId: number) {
  return useQuery({
    queryKey: studentKeys.staffRatings(studentId),
    queryFn: ({ signal }) =>
      api.get<ListResponse<Rating>>(`/students/${studentId}/ratings`, {
        query: { limit: 999, page: 0, sort: [{ key: 'created_at', direction: 'DESC' }] },
        signal,
      }),
  });
}

export type StaffRatingChange =
  | { kind: 'create'; input: StaffRatingInput }
  | { kind: 'update'; ratingId: number; input: StaffRatingInput }
  | { kind: 'delete'; ratingId: number };

function send(studentId: number, change: StaffRatingChange) {
  const base = `/students/${studentId}/ratings`;
  if (change.kind === 'create') return api.post<DataResponse<StaffRating>>(base, change.input);
  if (change.kind === 'update') return api.put<DataResponse<StaffRating>>(`${base}/${change.ratingId}`, change.input);
  return api.delete(`${base}/${change.ratingId}`);
}

/**
 * POST, PUT or DELETE of a staff rating. Everything about the student refetches: the average on the
 * detail and in the tables comes from the ratings (database triggers), and the profile shows them.
 */
export function useStaffRatingChange(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffRatingChange) => send(studentId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

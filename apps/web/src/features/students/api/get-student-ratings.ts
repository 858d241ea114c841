import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Rating, RatingScore } from '@studiekraft/shared/schemas/students';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse, ListResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';

export function getStudentRatings(studentId: number, page: number, signal?: AbortSignal) {
  return api.get<ListResponse<Rating>>(`/students/${studentId}/ratings`, {
    query: { limit: pageSizes.ratings, page },
    signal,
  });
}

export const studentRatingsQueryOptions = (studentId: number, page: number) =>
  queryOptions({
    queryKey: studentKeys.ratings(studentId, page),
    queryFn: ({ signal }) => getStudentRatings(studentId, page, signal),
  });

/** Three ratings per page (spec section 9); the shown page stays while the next loads. */
export function useStudentRatings(studentId: number, page: number) {
  return useQuery({ ...studentRatingsQueryOptions(studentId, page), placeholderData: keepPreviousData });
}

export function getStudentRatingScore(studentId: number, signal?: AbortSignal) {
  return api.get<DataResponse<RatingScore>>(`/students/${studentId}/ratings/score`, { signal });
}

/** Average and count: the stars in the header and whether the ratings tab exists at all. */
export function useStudentRatingScore(studentId: number | undefined) {
  return useQuery({
    queryKey: studentKeys.score(studentId),
    queryFn: ({ signal }) => getStudentRatingScore(studentId ?? 0, signal).then((response) => response.data),
    enabled: studentId !== undefined,
  });
}

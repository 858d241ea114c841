import type { ProjectRating, RatingInput } from '@studiekraft/shared/schemas/ratings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { studentKeys } from '../../students/query-keys.ts';
import { ratingKeys } from '../query-keys.ts';

export const projectRatingQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: ratingKeys.ofProject(projectId),
    queryFn: ({ signal }) =>
      api.get<DataResponse<ProjectRating>>(`/projects/${projectId}/rating`, { signal }).then((response) => response.data),
  });

export function useProjectRating(projectId: number) {
  return useQuery(projectRatingQueryOptions(projectId));
}

/**
 * Writes the customer's rating: POST the first time, PUT while it may still be changed. The student's
 * cached profile, ratings and score are dropped so the new average shows on the next visit.
 */
export function useSaveProjectRating(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, existing }: { input: RatingInput; existing: boolean }) =>
      (existing
        ? api.put<DataResponse<ProjectRating>>(`/projects/${projectId}/rating`, input)
        : api.post<DataResponse<ProjectRating>>(`/projects/${projectId}/rating`, input)
      ).then((response) => response.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(ratingKeys.ofProject(projectId), saved);
      return queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

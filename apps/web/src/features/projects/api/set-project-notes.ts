import type { Project } from '@studiekraft/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { projectKeys } from '../query-keys.ts';

/** PUT projects/{id}/notes (staff only); the lists are fetched again so the menu shows the new notes. */
export function useSetProjectNotes(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => api.put<DataResponse<Project>>(`/projects/${projectId}/notes`, { notes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

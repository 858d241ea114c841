import type { DeletedProject, Project, StaffProjectEdit } from '@studiekraft/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../../conversations/query-keys.ts';
import { projectKeys } from '../query-keys.ts';

/**
 * Staff corrections (issue 36). PUT projects/{id}: name, skill, accepted price; DELETE projects/{id}: a
 * project without an invoice. Both refresh the projects and the conversation lists, which show the name
 * and the system line the correction writes.
 */
export function useEditProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffProjectEdit) =>
      api.put<DataResponse<Project>>(`/projects/${projectId}`, body).then((response) => response.data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
      ]),
  });
}

export function useDeleteProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<DataResponse<DeletedProject>>(`/projects/${projectId}`).then((response) => response.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
      ]),
  });
}

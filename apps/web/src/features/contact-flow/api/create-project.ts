import { type CreateProject, type ProjectSummary, projectTokenHeader } from '@studiekraft/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectKeys } from '../../projects/query-keys.ts';

export interface CreateProjectInput {
  body: CreateProject;
  /** Set for a quick-registered customer, who has no login yet; otherwise the Bearer token is used. */
  projectToken: string | null;
}

/** POST projects: the project, its conversation and the first message in one go (decision 010). */
export function createProject({ body, projectToken }: CreateProjectInput): Promise<{ data: ProjectSummary }> {
  return api.post('/projects', body, projectToken ? { headers: { [projectTokenHeader]: projectToken } } : undefined);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

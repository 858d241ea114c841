import type { ProjectEvent } from '@studiekraft/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { projectKeys } from '../query-keys.ts';

export function getProjectEvents(projectId: number, signal?: AbortSignal) {
  return api.get<ListResponse<ProjectEvent>>(`/projects/${projectId}/events`, {
    query: { includes: ['account'] },
    signal,
  });
}

export const projectEventsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.events(projectId),
    queryFn: ({ signal }) => getProjectEvents(projectId, signal).then((response) => response.rows),
  });

export function useProjectEvents(projectId: number | null | undefined) {
  return useQuery({ ...projectEventsQueryOptions(projectId ?? 0), enabled: typeof projectId === 'number' });
}

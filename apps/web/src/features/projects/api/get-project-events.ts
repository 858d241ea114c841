import type { ProjectEvent } from '@studiekraft/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';

export function getProjectEvents(projectId: number, signal?: AbortSignal) {
  return api.get<ListResponse<ProjectEvent>>(`/projects/${projectId}/events`, {
    query: { includes: ['account'] },
    signal,
  });
}

export const projectEventsQueryKey = (projectId: number) => ['projects', projectId, 'events'] as const;

export const projectEventsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectEventsQueryKey(projectId),
    queryFn: ({ signal }) => getProjectEvents(projectId, signal).then((response) => response.rows),
  });

export function useProjectEvents(projectId: number | null | undefined) {
  return useQuery({ ...projectEventsQueryOptions(projectId ?? 0), enabled: typeof projectId === 'number' });
}

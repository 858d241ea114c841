import type { Project } from '@studiekraft/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { projectKeys } from '../query-keys.ts';
import { projectIncludes } from './get-projects.ts';

export function getProject(id: number, signal?: AbortSignal) {
  return api.get<DataResponse<Project>>(`/projects/${id}`, { query: { includes: projectIncludes }, signal });
}

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal).then((response) => response.data),
  });

export function useProject(id: number | null | undefined) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: typeof id === 'number' });
}

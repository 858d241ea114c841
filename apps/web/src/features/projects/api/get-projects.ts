import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { projectKeys } from '../query-keys.ts';

export const projectIncludes = ['skill', 'student', 'customer'];

/** The viewer's projects, newest first; the server scopes the list to the customer or student. */
export function getProjects(signal?: AbortSignal) {
  return api.get<ListResponse<Project>>('/projects', {
    query: { includes: projectIncludes, sortBy: { key: 'created_at', direction: 'DESC' }, limit: pageSizes.adminLists },
    signal,
  });
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => getProjects(signal).then((response) => response.rows),
  });

export function useProjects(enabled = true) {
  return useQuery({ ...projectsQueryOptions(), enabled });
}

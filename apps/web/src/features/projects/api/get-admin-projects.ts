import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { projectKeys } from '../query-keys.ts';

export const adminProjectSortKeys = [
  'name',
  'status',
  'customer_name',
  'student_name',
  'skill_name',
  'created_at',
  'closed_at',
] as const;
export type AdminProjectSortKey = (typeof adminProjectSortKeys)[number];
export interface AdminProjectSort {
  key: AdminProjectSortKey;
  direction: 'ASC' | 'DESC';
}

export interface AdminProjectsQuery {
  /** The statuses the menu entry stands for; empty lists every project. */
  statuses: readonly ProjectStatus[];
  /** Searched in the customer's and the student's name. */
  search: string;
  sort: AdminProjectSort;
  /** 0-based, as the API counts. */
  page: number;
}

function filterGroups({ statuses, search }: Pick<AdminProjectsQuery, 'statuses' | 'search'>) {
  const groups: { or?: boolean; filters: { key: string; value: unknown; operator: string }[] }[] = [];
  const term = search.trim();
  if (term) {
    groups.push({ or: true, filters: ['customer_name', 'student_name'].map((key) => ({ key, value: term, operator: 'ct' })) });
  }
  if (statuses.length) groups.push({ filters: [{ key: 'status', value: statuses, operator: 'in' }] });
  return groups.length ? groups : undefined;
}

/** The table's filters and sort without paging: the list and its CSV export (GET /projects.csv) share it. */
export const adminProjectsListQuery = (query: Omit<AdminProjectsQuery, 'page'>) => ({
  filter_groups: filterGroups(query),
  sort: [query.sort],
});

export function getAdminProjects(query: AdminProjectsQuery, signal?: AbortSignal) {
  return api.get<ListResponse<Project>>('/projects', {
    query: {
      includes: ['skill', 'student', 'customer', 'conversation'],
      ...adminProjectsListQuery(query),
      limit: pageSizes.adminLists,
      page: query.page,
    },
    signal,
  });
}

export function useAdminProjects(query: AdminProjectsQuery) {
  return useQuery({
    queryKey: projectKeys.adminList(query.statuses, query.search.trim(), query.sort, query.page),
    queryFn: ({ signal }) => getAdminProjects(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Student } from '@studiekraft/shared/schemas/students';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';

export const adminStudentSortKeys = ['name', 'created_at', 'level', 'average_rating'] as const;
export type AdminStudentSortKey = (typeof adminStudentSortKeys)[number];

/** The three staff student tables of spec section 2: everyone, the active ones, and the new from sign-up. */
export type AdminStudentScope = 'all' | 'active' | 'new';

export interface AdminStudentsQuery {
  scope: AdminStudentScope;
  /** Searched in name and e-mail; empty lists everyone. */
  search: string;
  sort: { key: AdminStudentSortKey; direction: 'ASC' | 'DESC' };
  /** 0-based, as the API counts. */
  page: number;
}

type Filter = { key: string; value: string | number; operator: string };

function filterGroups({ scope, search }: Pick<AdminStudentsQuery, 'scope' | 'search'>) {
  const groups: { or?: boolean; filters: Filter[] }[] = [];
  const term = search.trim();
  if (term) groups.push({ or: true, filters: ['name', 'email'].map((key) => ({ key, value: term, operator: 'ct' })) });
  if (scope === 'active') groups.push({ filters: [{ key: 'activated', value: 1, operator: 'eq' }] });
  // 'Nye fra tilmelding': from the sign-up form and waiting for screening, or accepted and still marked new
  // (the server's `application eq new`). Accepted ones alone left the table empty while sign-ups waited.
  if (scope === 'new') groups.push({ filters: [{ key: 'application', value: 'new', operator: 'eq' }] });
  return groups.length ? groups : undefined;
}

/** The table's filters and sort without paging, shared by the list and a CSV export. */
export const adminStudentsListQuery = (query: Omit<AdminStudentsQuery, 'page'>) => ({
  filter_groups: filterGroups(query),
  sort: [query.sort],
});

/** What a table row shows: the login (e-mail, activation), the level and the skills. */
const listIncludes = ['user', 'level', 'skills', 'application'];

export function getAdminStudents(query: AdminStudentsQuery, signal?: AbortSignal) {
  return api.get<ListResponse<Student>>('/students', {
    query: { includes: listIncludes, ...adminStudentsListQuery(query), limit: pageSizes.adminLists, page: query.page },
    signal,
  });
}

export const adminStudentsQueryOptions = (query: AdminStudentsQuery) =>
  queryOptions({
    queryKey: studentKeys.adminList(query.scope, query.search.trim(), query.sort, query.page),
    queryFn: ({ signal }) => getAdminStudents(query, signal),
  });

/** One page of a staff student table; the previous page stays on screen while the next loads. */
export function useAdminStudents(query: AdminStudentsQuery) {
  return useQuery({ ...adminStudentsQueryOptions(query), placeholderData: keepPreviousData });
}

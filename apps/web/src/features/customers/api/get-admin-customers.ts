import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Customer } from '@studiekraft/shared/schemas/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { customerKeys } from '../query-keys.ts';

export const adminCustomerSortKeys = ['name', 'email', 'company_name', 'city', 'created_at'] as const;
export type AdminCustomerSortKey = (typeof adminCustomerSortKeys)[number];

export interface AdminCustomersQuery {
  /** Searched in name, e-mail and company name; empty lists everyone. */
  search: string;
  /** The child 'Med aktive projekter': only customers with a project in an open status. */
  activeProjectsOnly: boolean;
  sort: { key: AdminCustomerSortKey; direction: 'ASC' | 'DESC' };
  /** 0-based, as the API counts. */
  page: number;
}

function filterGroups({ search, activeProjectsOnly }: Pick<AdminCustomersQuery, 'search' | 'activeProjectsOnly'>) {
  const groups: { or?: boolean; filters: { key: string; value: string | number; operator: string }[] }[] = [];
  const term = search.trim();
  if (term) {
    groups.push({
      or: true,
      filters: ['name', 'email', 'company_name'].map((key) => ({ key, value: term, operator: 'ct' })),
    });
  }
  if (activeProjectsOnly) groups.push({ filters: [{ key: 'hasOpenProject', value: 1, operator: 'eq' }] });
  return groups.length ? groups : undefined;
}

/** The table's filters and sort without paging: the list and its CSV export (GET /customers.csv) share it. */
export const adminCustomersListQuery = (query: Omit<AdminCustomersQuery, 'page'>) => ({
  filter_groups: filterGroups(query),
  sort: [query.sort],
});

export function getAdminCustomers(query: AdminCustomersQuery, signal?: AbortSignal) {
  return api.get<ListResponse<Customer>>('/customers', {
    query: {
      includes: ['user'],
      ...adminCustomersListQuery(query),
      limit: pageSizes.adminLists,
      page: query.page,
    },
    signal,
  });
}

export const adminCustomersQueryOptions = (query: AdminCustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.adminList(query.activeProjectsOnly, query.search.trim(), query.sort, query.page),
    queryFn: ({ signal }) => getAdminCustomers(query, signal),
  });

/** One page of the staff customer table; the previous page stays on screen while the next loads. */
export function useAdminCustomers(query: AdminCustomersQuery) {
  return useQuery({ ...adminCustomersQueryOptions(query), placeholderData: keepPreviousData });
}

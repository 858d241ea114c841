import type { Customer } from '@studiekraft/shared/schemas/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { customerKeys } from '../query-keys.ts';

/** The staff detail asks for the login record and the projects with their students (spec section 6). */
const detailIncludes = ['user', 'projects', 'projects.student'];

export const adminCustomerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.adminDetail(id),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<Customer>>(`/customers/${id}`, { query: { includes: detailIncludes }, signal })
        .then((response) => response.data),
  });

export function useAdminCustomer(id: number) {
  return useQuery(adminCustomerQueryOptions(id));
}

import type { Customer } from '@studiekraft/shared/schemas/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { customerKeys } from '../query-keys.ts';

export function getCustomer(id: number, signal?: AbortSignal) {
  return api.get<DataResponse<Customer>>(`/customers/${id}`, { signal });
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal).then((response) => response.data),
  });

export function useCustomer(id: number | undefined) {
  return useQuery({ ...customerQueryOptions(id ?? 0), enabled: id !== undefined });
}

import type { Customer, CustomerUpdate } from '@studiekraft/shared/schemas/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { customerKeys } from '../query-keys.ts';

export function updateCustomer(id: number, body: CustomerUpdate) {
  return api.put<DataResponse<Customer>>(`/customers/${id}`, body);
}

export function useUpdateCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdate) => updateCustomer(id, body).then((response) => response.data),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.detail(id), customer),
  });
}

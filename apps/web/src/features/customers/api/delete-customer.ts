import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { customerKeys } from '../query-keys.ts';

/** DELETE customers/{id}: `deleted` is false when the customer had projects and was deactivated instead. */
export function useDeleteCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<DeleteResult>(`/customers/${id}`).then((response) => response.data),
    onSuccess: (result) =>
      result.deleted
        ? queryClient.removeQueries({ queryKey: customerKeys.detail(id) })
        : queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

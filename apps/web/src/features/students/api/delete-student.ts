import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { studentKeys } from '../query-keys.ts';

/** DELETE students/{id}: `deleted` is false when the student had history and was deactivated instead. */
export function useDeleteStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<DeleteResult>(`/students/${id}`).then((response) => response.data),
    onSuccess: (result) => {
      if (result.deleted) queryClient.removeQueries({ queryKey: studentKeys.adminDetail(id) });
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

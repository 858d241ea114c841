import type { CreateStudent } from '@studiekraft/shared/schemas/create-student';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';

/** POST students (staff): the tables and the stats refetch, so the new student shows without a reload. */
export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudent) => api.post<DataResponse<Student>>('/students', body).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

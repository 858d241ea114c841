import type { Student } from '@studiekraft/shared/schemas/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';
import { studentQueryOptions } from './get-student.ts';

export type StudentTextsBody = { short: string } | { short: string; about: string };

/**
 * PUT students/{id} with {short} (inline) or {about, short} (modal). The profile shows the saved texts at
 * once (the server's sanitised about text, not what was typed); search lists refetch for the short text.
 */
export function useUpdateStudentTexts(student: Pick<Student, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentTextsBody) => api.put<DataResponse<Student>>(`/students/${student.id}`, body),
    onSuccess: (response) => {
      queryClient.setQueryData(studentQueryOptions(student.slug).queryKey, (old) =>
        old ? { ...old, short: response.data.short, about: response.data.about } : old,
      );
      void queryClient.invalidateQueries({ queryKey: studentKeys.all, refetchType: 'inactive' });
    },
  });
}

import type { StudentDetailsUpdate, StudentLevelSkillsUpdate } from '@studiekraft/shared/schemas/student-update';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { auditKeys } from '../../audit-log/query-keys.ts';
import { studentKeys } from '../query-keys.ts';

/** The staff shapes of PUT students/{id}: {name, notes, phone_number?, date_of_birth?} and {level_id, skills}. */
export type StaffStudentUpdate = StudentDetailsUpdate | StudentLevelSkillsUpdate;

/**
 * A staff edit of one student. Every student list and profile refetches afterwards: a new name is a new
 * slug, a new level new prices, and the detail page shows what the server stored.
 */
export function useUpdateStudentAsStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffStudentUpdate) =>
      api.put<DataResponse<Student>>(`/students/${id}`, body).then((response) => response.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

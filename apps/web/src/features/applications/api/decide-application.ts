import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { studentKeys } from '../../students/query-keys.ts';
import { applicationKeys } from '../query-keys.ts';

export type ApplicationDecision =
  | { action: 'review' }
  | { action: 'accept'; level_id: number }
  | { action: 'reject'; message?: string };

/** POST /students/:id/application/review | accept | reject (409 APPLICATION_DECIDED once decided). */
export function decideApplication(studentId: number, decision: ApplicationDecision) {
  const { action, ...body } = decision;
  // 'review' carries nothing; an empty JSON body would be a body all the same.
  return api.post<unknown>(`/students/${studentId}/application/${action}`, action === 'review' ? undefined : body);
}

/** One staff action on an application; afterwards the list, the detail and the student lists are stale. */
export function useDecideApplication(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) => decideApplication(studentId, decision),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.detail(studentId) }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]);
    },
  });
}

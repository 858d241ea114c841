import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { auditKeys } from '../../audit-log/query-keys.ts';

export type ActivationChange = { activate: true; sendActivationMail: boolean } | { activate: false };

/** PUT users/activate/{userId} with {sendActivationMail}, or users/deactivate/{userId} with no body. */
export function setUserActivation(userId: number, change: ActivationChange) {
  return change.activate
    ? api.put(`/users/activate/${userId}`, { sendActivationMail: change.sendActivationMail })
    : api.put(`/users/deactivate/${userId}`);
}

/** Staff (de)activate a login; the record's lists and the audit log refetch either way. */
export function useSetUserActivation(userId: number, refetch: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ActivationChange) => setUserActivation(userId, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refetch }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

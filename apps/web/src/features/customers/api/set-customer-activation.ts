import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ActivationChange = { activate: true; sendActivationMail: boolean } | { activate: false };

/** PUT users/activate/{userId} with {sendActivationMail}, or users/deactivate/{userId} with no body. */
export function setUserActivation(userId: number, change: ActivationChange) {
  return change.activate
    ? api.put(`/users/activate/${userId}`, { sendActivationMail: change.sendActivationMail })
    : api.put(`/users/deactivate/${userId}`);
}

export function useSetCustomerActivation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ActivationChange) => setUserActivation(userId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}

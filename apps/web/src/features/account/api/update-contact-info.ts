import type { ContactInfo, User } from '@studiekraft/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { customerKeys } from '../../customers/query-keys.ts';
import { applySavedUser } from './session-user.ts';

export function updateContactInfo(userId: number, body: ContactInfo) {
  return api.put<DataResponse<User>>(`/users/${userId}/contact`, body);
}

export function useUpdateContactInfo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactInfo) => updateContactInfo(userId, body).then((response) => response.data),
    onSuccess: (user) => {
      applySavedUser(queryClient, user);
      // A customer's record carries the name and phone too; 'Dine informationer' sends them back on save.
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

import type { UpdateUser, User } from '@studiekraft/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { applySavedUser } from './session-user.ts';

/** PUT users/:id with only the changed login details (spec section 5). */
export function updateLogin(userId: number, body: UpdateUser) {
  return api.put<DataResponse<User>>(`/users/${userId}`, body);
}

export function useUpdateLogin(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUser) => updateLogin(userId, body).then((response) => response.data),
    onSuccess: (user) => applySavedUser(queryClient, user),
  });
}

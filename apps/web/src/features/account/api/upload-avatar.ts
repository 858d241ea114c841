import type { User } from '@studiekraft/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { applySavedUser } from './session-user.ts';

/** POST users/avatar/:id, multipart with the image in the field `avatar`. */
export function uploadAvatar(userId: number, file: File) {
  const body = new FormData();
  body.append('avatar', file, file.name);
  return api.post<DataResponse<User>>(`/users/avatar/${userId}`, body);
}

export function useUploadAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file).then((response) => response.data),
    onSuccess: (user) => applySavedUser(queryClient, user),
  });
}

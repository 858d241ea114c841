import { fileUploadFields, type ProjectFile } from '@studiekraft/shared/schemas/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { fileKeys } from '../query-keys.ts';

export function uploadFile(projectId: number, file: File) {
  const body = new FormData();
  // projectId goes before the file: the server checks the project's file limit as soon as it has the
  // id, so a refused upload is stopped before the file is streamed to disk (decision 013).
  body.append(fileUploadFields.projectId, String(projectId));
  body.append(fileUploadFields.file, file, file.name);
  return api.post<DataResponse<ProjectFile>>('/files', body).then((response) => response.data);
}

export function useUploadFile(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(projectId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

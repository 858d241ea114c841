import type { ProjectFile } from '@studiekraft/shared/schemas/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { fileKeys } from '../query-keys.ts';

export function deleteFile(id: number) {
  return api.delete<DataResponse<ProjectFile>>(`/files/${id}`).then((response) => response.data);
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

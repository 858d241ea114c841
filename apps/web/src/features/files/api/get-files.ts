import type { FileScope, ProjectFile } from '@studiekraft/shared/schemas/files';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { fileKeys } from '../query-keys.ts';

/** Every files query starts with this, so an upload or delete can refresh all tabs at once. */

export function getFiles(scope: FileScope, projectId: number | null, signal?: AbortSignal) {
  // 'all' is every file on the viewer's projects, so it names no project.
  const query = scope === 'all' || projectId === null ? { scope } : { scope, projectId };
  return api.get<ListResponse<ProjectFile>>('/files', { query, signal });
}

export function useFiles(scope: FileScope, projectId: number | null, enabled = true) {
  return useQuery({
    queryKey: fileKeys.list(scope, projectId),
    queryFn: ({ signal }) => getFiles(scope, projectId, signal),
    enabled,
  });
}

import type { DeleteAccount, DeleteAccountResponse } from '@studiekraft/shared/schemas/personal-data';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';
import { formatNow } from '../../../lib/format-date.ts';

/** The server's dated name (studiekraft-data-2026-11-25.zip, the day in Copenhagen), else one made here. */
function fileNameOf(response: Response) {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `studiekraft-data-${formatNow('isoDay')}.zip`;
}

/**
 * GET users/:id/export as a blob through the API client (the Bearer token a plain link cannot carry),
 * saved as the ZIP the server names (decision 027).
 */
export async function downloadUserData(userId: number) {
  const response = await api.get<Response>(`/users/${userId}/export`, { responseType: 'response' });
  downloadBlob(await response.blob(), fileNameOf(response));
}

/** DELETE users/:id: the owner sends their password; staff send nothing (409 OPEN_PROJECTS while a project is open). */
export function deleteUserData(userId: number, body?: DeleteAccount) {
  return api.request<DeleteAccountResponse>(`/users/${userId}`, { method: 'DELETE', body: body ?? {} });
}

export function useDeleteUserData(userId: number) {
  return useMutation({ mutationFn: (body?: DeleteAccount) => deleteUserData(userId, body).then((response) => response.data) });
}

import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';

const accessToken = () => authStore.getState().session?.accessToken ?? null;

function fetchFile(id: number, token: string | null) {
  return fetch(`/api/files/${id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
}

/**
 * Downloads a project file. A plain link cannot carry the Bearer token, so the file is fetched, turned
 * into an object URL and handed to a temporary `<a download>` with the original name. The api client
 * reads JSON only, so this fetches itself, but still refreshes an expired token once like the client.
 */
export async function downloadFile(id: number, filename: string): Promise<void> {
  let response = await fetchFile(id, accessToken());
  if (response.status === 401) {
    await api.refreshSession();
    response = await fetchFile(id, accessToken());
  }
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  downloadBlob(await response.blob(), filename);
}

import { api } from '../../../lib/api-client.ts';

/** Revokes the refresh cookie on the server; the cookie, not the access token, identifies the session. */
export function logoutRequest(): Promise<{ ok: true }> {
  return api.request('/auth/logout', { method: 'POST', skipAuthRetry: true });
}

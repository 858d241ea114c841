import { api } from '../../../lib/api-client.ts';

export interface ConfirmationResponse {
  data: { email: string; needs_password: boolean };
}

export function confirmEmail(token: string): Promise<ConfirmationResponse> {
  return api.get(`/users/confirmation/${encodeURIComponent(token)}`, { skipAuthRetry: true });
}

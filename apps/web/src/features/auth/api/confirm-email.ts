import type { confirmationResponseSchema } from '@studiekraft/shared/schemas/users';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** `needs_password` with a `password_token`: a quick-registered customer chooses a password next (decision 010). */
export type ConfirmationResponse = z.infer<typeof confirmationResponseSchema>;

export function confirmEmail(token: string): Promise<ConfirmationResponse> {
  return api.get(`/users/confirmation/${encodeURIComponent(token)}`, { skipAuthRetry: true });
}

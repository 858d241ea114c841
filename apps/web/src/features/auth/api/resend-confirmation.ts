import type { ResendConfirmation } from '@studiekraft/shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST users/confirmation/resend {email}: a fresh confirmation link for a login answered NOT_CONFIRMED.
 * The server answers alike whether or not it sent anything, so the page cannot tell either.
 */
export function resendConfirmation(body: ResendConfirmation): Promise<unknown> {
  return api.post('/users/confirmation/resend', body, { skipAuthRetry: true });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}

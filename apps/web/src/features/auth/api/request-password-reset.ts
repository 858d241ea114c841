import type { ResetRequest } from '@studiekraft/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function requestPasswordReset(body: ResetRequest): Promise<unknown> {
  return api.post('/auth/reset/request', body, { skipAuthRetry: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import type { ResetChange } from '@studiekraft/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function changePassword(body: ResetChange): Promise<unknown> {
  return api.post('/auth/reset/change', body, { skipAuthRetry: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

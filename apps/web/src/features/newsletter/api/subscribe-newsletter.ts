import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function subscribeNewsletter(body: { email: string }): Promise<unknown> {
  return api.post('/newsletters/subscribe/public', body);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

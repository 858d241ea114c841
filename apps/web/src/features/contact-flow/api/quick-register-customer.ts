import type { QuickRegistration, quickRegistrationResponseSchema } from '@studiekraft/shared/schemas/customers';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type QuickRegistrationResponse = z.infer<typeof quickRegistrationResponseSchema>;

/** POST customers/quick: an account without a password yet, and the token to create this one project. */
export function quickRegisterCustomer(body: QuickRegistration): Promise<QuickRegistrationResponse> {
  return api.post('/customers/quick', body, { skipAuthRetry: true });
}

export function useQuickRegisterCustomer() {
  return useMutation({ mutationFn: quickRegisterCustomer });
}

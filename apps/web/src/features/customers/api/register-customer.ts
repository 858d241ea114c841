import type { Customer, CustomerRegistration } from '@studiekraft/shared/schemas/customers';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST customers: public; the account can log in once the e-mail is confirmed (decision 010). */
export function registerCustomer(body: CustomerRegistration): Promise<{ data: Customer }> {
  return api.post('/customers', body, { skipAuthRetry: true });
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}

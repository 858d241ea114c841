import { type AccountType, accountTypes } from '@studiekraft/shared/constants/account-types';
import type { LoginRequest, LoginResponse } from '@studiekraft/shared/schemas/auth';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { logoutRequest } from './logout.ts';

/** Thrown when the credentials were right but the account type may not do the current action. */
export class InvalidAccountTypeError extends Error {
  constructor() {
    super('INVALID_ACCOUNT_TYPE');
    this.name = 'InvalidAccountTypeError';
  }
}

/**
 * Logs in and stores the session. The contact flow passes ['CUSTOMER']: a student who logs in there is
 * logged straight out again, so the refresh cookie the server just set does not linger either.
 */
export async function login(
  credentials: LoginRequest,
  allowedTypes: readonly AccountType[] = accountTypes,
): Promise<LoginResponse> {
  authStore.setInvalidAccountType(false);
  const response = await api.post<LoginResponse>('/auth/login', credentials, { skipAuthRetry: true });
  if (!allowedTypes.includes(response.account_type)) {
    authStore.setInvalidAccountType(true);
    await logoutRequest().catch(() => undefined);
    authStore.clearSession();
    throw new InvalidAccountTypeError();
  }
  authStore.setSession(response);
  return response;
}

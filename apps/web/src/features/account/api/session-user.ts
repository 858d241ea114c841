import type { User } from '@studiekraft/shared/schemas/users';
import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '../../../lib/auth-store.ts';
import { userQueryOptions } from '../../auth/api/get-user.ts';

/**
 * After an account save: the header reads name and avatar from the session, the login section reads the
 * user query, so both take the saved user instead of waiting for the next login.
 */
export function applySavedUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
  authStore.updateAccount(user.account);
}

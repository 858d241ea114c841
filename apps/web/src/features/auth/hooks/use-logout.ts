import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '../../../lib/auth-store.ts';
import { logoutRequest } from '../api/logout.ts';
import { userKeys } from '../query-keys.ts';

export interface UseLogoutOptions {
  /**
   * For a logout inside a flow on a public page (the contact flow): stay, and drop only the cached data
   * nobody is showing (the user's own), so the page in front of the user does not reload.
   */
  stayOnPage?: boolean;
}

/** Logout clears token, user and every cached query (conversations included) and returns home. */
export function useLogout({ stayOnPage = false }: UseLogoutOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Started before the session is cleared so the call still carries the token (read synchronously).
    const revoke = logoutRequest().catch(() => undefined);
    if (stayOnPage) {
      authStore.clearSession();
      queryClient.removeQueries({ queryKey: userKeys.all });
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      await revoke;
      return;
    }
    // Leave the page first so guarded screens do not refetch without a token.
    navigate('/');
    authStore.clearSession();
    queryClient.clear();
    await revoke;
  }, [navigate, queryClient, stayOnPage]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '../../../lib/auth-store.ts';
import { logoutRequest } from '../api/logout.ts';

/** Logout clears token, user and every cached query (conversations included) and returns home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Started before the session is cleared so the call still carries the token (read synchronously).
    const revoke = logoutRequest().catch(() => undefined);
    // Leave the page first so guarded screens do not refetch without a token.
    navigate('/');
    authStore.clearSession();
    queryClient.clear();
    await revoke;
  }, [navigate, queryClient]);
}

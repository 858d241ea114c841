import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { LoginResponse, SessionAccount } from '@studiekraft/shared/schemas/auth';
import { useSyncExternalStore } from 'react';
import { setSessionHint } from './session-hint.ts';

export interface Session {
  /** Kept in memory only: a token in localStorage would be readable by any injected script. */
  accessToken: string;
  userId: number;
  accountType: AccountType;
  account: SessionAccount;
  latestConversationId: number | null;
}

export interface AuthState {
  session: Session | null;
  /** False until the automatic login through the refresh cookie has answered (or failed). */
  isSettled: boolean;
  /** Set when a login was refused because its account type may not do the current action. */
  isInvalidAccountType: boolean;
}

const initialState: AuthState = { session: null, isSettled: false, isInvalidAccountType: false };
/**
 * What the server renders a first screen with, and so what the browser hydrates it with (decision 043): a
 * visitor, with the automatic login already answered. The real state follows in the next render.
 */
const firstScreenState: AuthState = { session: null, isSettled: true, isInvalidAccountType: false };
let state: AuthState = initialState;
const listeners = new Set<() => void>();

function setState(patch: Partial<AuthState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function toSession(response: LoginResponse): Session {
  return {
    accessToken: response.access_token,
    userId: response.user_id,
    accountType: response.account_type,
    account: response.account,
    latestConversationId: response.latest_conversation_id,
  };
}

/** A tiny external store: the API client and route loaders read it outside React. */
export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setSession(response: LoginResponse) {
    setSessionHint(true);
    setState({ session: toSession(response), isInvalidAccountType: false });
  },
  /** After the user edits their own details (e.g. the address before accepting an offer). */
  updateAccount(patch: Partial<SessionAccount>) {
    if (state.session) setState({ session: { ...state.session, account: { ...state.session.account, ...patch } } });
  },
  clearSession() {
    setSessionHint(false);
    setState({ session: null });
  },
  setInvalidAccountType(isInvalidAccountType: boolean) {
    setState({ isInvalidAccountType });
  },
  settle() {
    // Already settled (a hydrated first screen settles as a visitor first): no new state, no re-render.
    if (!state.isSettled) setState({ isSettled: true });
  },
  /**
   * Settles as a visitor before hydrating a first screen (decision 043): the very object the server
   * rendered with, so React finds the store unchanged after hydration instead of re-rendering every
   * reader of it at once (a forced synchronous render). A session the login finds later is the next update.
   */
  settleAsVisitor() {
    if (state.session === null) {
      state = firstScreenState;
      for (const listener of listeners) listener();
    }
  },
  /** Back to the first-load state; for tests. */
  reset() {
    state = initialState;
    for (const listener of listeners) listener();
  },
};

export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, () => firstScreenState);
}

export function useSession(): Session | null {
  return useAuthState().session;
}

import { ApiError, api, isAuthFailure } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { mayHaveSession } from '../../../lib/session-hint.ts';

let bootstrap: Promise<void> | null = null;

/**
 * The automatic login on app start: one refresh through the httpOnly cookie, when the session hint says
 * there may be a session to restore (decision 049). The hint is renewed with every login and refresh and
 * lives as long as a refresh token's sliding expiry (30 days), so a browser without it has no session: a
 * visitor's page load no longer sends a refresh that can only be refused (a 401 in the console and a
 * request counted against the refresh limit of everyone behind the same address).
 * Memoised so StrictMode's double effects and a second caller cannot spend the rotating refresh token twice.
 */
export function bootstrapSession(): Promise<void> {
  bootstrap ??= (mayHaveSession() ? restoreSession() : Promise.resolve()).finally(() => authStore.settle());
  return bootstrap;
}

async function restoreSession(): Promise<void> {
  try {
    // A page load has no token yet: another tab's answer of the last seconds will do (decision 058).
    await api.refreshSession({ acceptRecent: true });
  } catch (error) {
    // Refused: the session is over, and so is the hint. A failure that says nothing about the session (no
    // network, the refresh limit, a server error) leaves the hint, so the next page load tries again; this
    // one goes on as a visitor.
    if (error instanceof ApiError && isAuthFailure(error.status)) authStore.clearSession();
  }
}

/** Forgets the memoised login; for tests. */
export function resetBootstrapForTests(): void {
  bootstrap = null;
}

import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';

let bootstrap: Promise<void> | null = null;

/**
 * The automatic login on app start: one refresh through the httpOnly cookie. Memoised so StrictMode's
 * double effects and a second caller cannot spend the rotating refresh token twice.
 */
export function bootstrapSession(): Promise<void> {
  bootstrap ??= api
    .refreshSession()
    .then(
      () => undefined,
      () => authStore.clearSession(),
    )
    .finally(() => authStore.settle());
  return bootstrap;
}

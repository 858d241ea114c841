import { type LoaderFunctionArgs, redirect } from 'react-router';
import { authStore } from '../../lib/auth-store.ts';
import { loginRedirectUrl } from '../../lib/safe-redirect.ts';

// The router is created only after the automatic login has settled (app.tsx), so these read a final
// answer rather than racing the refresh call.

/** Login required: anonymous visitors go home with `?redirect=<full path>`. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (!authStore.getState().session) throw redirect(loginRedirectUrl(new URL(request.url)));
  return null;
}

/**
 * Employee role required (spec sections 2 and 8: otherwise home with the redirect query), for anonymous
 * visitors and logged-in customers and students alike. Home follows the redirect only for an account
 * that may open it (lib/route-access.ts) and otherwise says the page is for employees, so nobody is sent
 * back and forth between home and this guard.
 */
export function requireEmployee({ request }: LoaderFunctionArgs) {
  const session = authStore.getState().session;
  if (session?.accountType !== 'EMPLOYEE') throw redirect(loginRedirectUrl(new URL(request.url)));
  return null;
}

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
 * Employee role required. Anonymous visitors get the redirect query; a logged-in customer or student
 * goes plainly home, since home would otherwise send them straight back here in a loop.
 */
export function requireEmployee({ request }: LoaderFunctionArgs) {
  const session = authStore.getState().session;
  if (!session) throw redirect(loginRedirectUrl(new URL(request.url)));
  if (session.accountType !== 'EMPLOYEE') throw redirect('/');
  return null;
}

import { sessionHintCookie, sessionHintMaxAgeSeconds } from '@studiekraft/shared/constants/session-hint';

/** Whether this browser may have a session to restore (the hint cookie, decision 043). */
export function mayHaveSession(): boolean {
  // Its value is only ever '1' (the server reads it strictly, hasSessionHint).
  return document.cookie.includes(`${sessionHintCookie}=1`);
}

/** Sets the hint after a login or refresh, and clears it when the session ends. */
export function setSessionHint(isOn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = isOn ? `1; Max-Age=${sessionHintMaxAgeSeconds}` : '; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain flag the server reads on the page request; the Cookie Store API is not in every browser we serve
  document.cookie = `${sessionHintCookie}=${value}; Path=/; SameSite=Lax${secure}`;
}

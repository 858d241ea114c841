/**
 * A cookie the web app keeps while the browser has a session (decision 043): never the token, only that the
 * automatic login may succeed. The server then sends no visitor's first screen for that browser, and the
 * browser renders the page once the login has answered, so a user never sees the visitor's page first.
 * Readable by scripts on purpose (the app sets and clears it); its value is always '1'.
 */
export const sessionHintCookie = 'sk_session';

/** Renewed with every login and refresh; a hint that outlives its session is cleared by the next failed one. */
export const sessionHintMaxAgeSeconds = 30 * 24 * 60 * 60;

/** True when a Cookie header carries the hint. */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${sessionHintCookie}=1`);
}

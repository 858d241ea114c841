import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** A 429 from the API or from a proxy in front of it (which may not send the API's error body). */
const isRateLimited = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 429 || error.code === 'TOO_MANY_REQUESTS');

/**
 * The one Danish text for any limit the API answers with 429 (login, reset, confirmation mails,
 * registration, newsletter, VAT lookup, ...): that it is a limit, and when to try again from the
 * answer's Retry-After. Every form asks this first, so a limited attempt never reads as its own failure
 * (a limited login with the right password used to say the password was wrong). Null for any other error.
 */
export function rateLimitMessage(t: TFunction, error: unknown): string | null {
  if (!isRateLimited(error)) return null;
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined || seconds <= 0) return t('rateLimit.later');
  if (seconds < 60) return t('rateLimit.seconds', { count: seconds });
  // Rounded up: "in 1 minute" must not come before the limit lets go.
  return t('rateLimit.minutes', { count: Math.ceil(seconds / 60) });
}

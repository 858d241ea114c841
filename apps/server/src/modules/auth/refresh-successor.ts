import { createHmac } from 'node:crypto';

/**
 * The token a rotation issues, derived from the one it replaces: HMAC-SHA256 under a key taken from the
 * server secret. A request that comes with a just-rotated token (parallel tabs, a lost response) can thus
 * be answered with the very same successor on any process, while only hashes stay in the database: the
 * plain successor exists in no table, and without the secret the old token does not lead to it
 * (decision 058). Same shape as `newToken`: 32 bytes, base64url.
 */
export function refreshSuccessor(secret: string, token: string): string {
  const key = createHmac('sha256', secret).update('studiekraft/refresh-successor').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

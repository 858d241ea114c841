import { createHash } from 'node:crypto';

/**
 * A short fingerprint of the user's password hash, carried in the access token. When the password
 * changes (change or reset) the fingerprint changes, so a socket handshake can tell a token issued
 * before the change from one issued after it without a column of its own (decision 016). It reveals
 * nothing usable: it is a digest of a salted argon2 hash whose salt is not in the token.
 */
export function credentialStamp(passwordHash: string | null): string {
  return createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url')
    .slice(0, 16);
}

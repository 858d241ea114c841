import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

export interface Hs256VerifierOptions {
  /** The `iss` a token must carry. */
  issuer: string;
  /** Claims that must be present besides `iss` (`exp`, say). */
  requiredClaims?: string[];
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url segment as a JSON object, or null for anything else (bad base64, bad UTF-8, bad JSON, not an object). */
function decodeJsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(strictUtf8.decode(Buffer.from(segment, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** jose's rule: a registered date claim, when present (or required), must be a JSON number. */
const numericDate = (claims: Record<string, unknown>, name: string): number | undefined | null => {
  const value = claims[name];
  if (value === undefined) return undefined;
  return typeof value === 'number' ? value : null;
};

/**
 * Verifies a compact HS256 JWT synchronously with node:crypto, the key made once: jose's `jwtVerify` with
 * a raw secret imports it into WebCrypto and verifies through a promise-based job on every call, which
 * was about a fifth of the server's time on an authenticated request under load (issue 14). The checks
 * are jose's for the options the server used (`issuer`, `algorithms: ['HS256']`, `requiredClaims`, no
 * clock tolerance): the header must be a JSON object with `alg` exactly HS256 and no `crit` (so `none`,
 * other algorithms and unknown extensions are refused before the signature is looked at); the signature
 * is compared in constant time against its canonical base64url text; the claims must be a JSON object
 * with the required claims, `iss` equal to the issuer, `iat`/`nbf`/`exp` numbers when present, `nbf` not
 * in the future and `exp` in the future (both to the second, as jose). Returns the claims or null.
 */
export function createHs256Verifier(secret: string | Uint8Array, options: Hs256VerifierOptions) {
  const key = createSecretKey(typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret));
  const required = [...new Set([...(options.requiredClaims ?? []), 'iss'])];
  return (token: string): Record<string, unknown> | null => {
    const first = token.indexOf('.');
    const second = token.indexOf('.', first + 1);
    if (first <= 0 || second <= first + 1 || token.indexOf('.', second + 1) !== -1 || second === token.length - 1) return null;
    const header = decodeJsonObject(token.slice(0, first));
    if (header?.alg !== 'HS256' || header.crit !== undefined) return null;
    const expected = Buffer.from(createHmac('sha256', key).update(token.slice(0, second)).digest('base64url'));
    const given = Buffer.from(token.slice(second + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = decodeJsonObject(token.slice(first + 1, second));
    if (!claims) return null;
    for (const name of required) if (!Object.hasOwn(claims, name)) return null;
    if (claims.iss !== options.issuer) return null;
    const now = Math.floor(Date.now() / 1000);
    const iat = numericDate(claims, 'iat');
    const nbf = numericDate(claims, 'nbf');
    const exp = numericDate(claims, 'exp');
    if (iat === null || nbf === null || exp === null) return null;
    if (nbf !== undefined && nbf > now) return null;
    if (exp !== undefined && exp <= now) return null;
    return claims;
  };
}

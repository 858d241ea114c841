import { type AccountType, accountTypes } from '@studiekraft/shared/constants/account-types';
import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { SignJWT } from 'jose';
import { createHs256Verifier } from './hs256-jwt-verifier.ts';

export interface AccessClaims {
  userId: number;
  accountType: AccountType;
}

/** What a verified token says beyond who: when it stops being valid and which credentials it was issued under. */
export interface VerifiedAccess extends AccessClaims {
  /** Milliseconds since the epoch (the token's `exp`). */
  expiresAt: number;
  /** `credentialStamp` of the password hash at login; null for a token signed without one. */
  credentials: string | null;
}

const issuer = 'studiekraft';

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Verification is on every authenticated request: synchronous, the key made once (hs256-jwt-verifier.ts).
  // Signing (login, refresh) stays with jose.
  const verifyJwt = createHs256Verifier(key, { issuer, requiredClaims: ['exp'] });
  return {
    sign: (claims: AccessClaims, credentials?: string) =>
      new SignJWT({ typ: claims.accountType, ...(credentials ? { crd: credentials } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimes.accessTokenSeconds}s`)
        .sign(key),
    verify: (token: string): VerifiedAccess | null => {
      const payload = verifyJwt(token);
      if (!payload) return null;
      const userId = Number(payload.sub);
      const accountType = payload.typ as AccountType;
      if (!Number.isInteger(userId) || !accountTypes.includes(accountType)) return null;
      const credentials = typeof payload.crd === 'string' ? payload.crd : null;
      return { userId, accountType, expiresAt: (payload.exp as number) * 1000, credentials };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

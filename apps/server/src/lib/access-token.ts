import { type AccountType, accountTypes } from '@studiekraft/shared/constants/account-types';
import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { SignJWT } from 'jose';
import { createHs256Verifier } from './hs256-jwt-verifier.ts';

export interface AccessClaims {
  userId: number;
  accountType: AccountType;
}

/** Who, and the user's `session_version` when the token was signed (its `ver` claim, decision 016). */
export interface SignedAccess extends AccessClaims {
  sessionVersion: number;
}

/** What a verified token says: who, under which session version, and until when. */
export interface VerifiedAccess extends SignedAccess {
  /** Milliseconds since the epoch (the token's `exp`). */
  expiresAt: number;
}

const issuer = 'studiekraft';

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Verification is on every authenticated request: synchronous, the key made once (hs256-jwt-verifier.ts).
  // Signing (login, refresh) stays with jose.
  const verifyJwt = createHs256Verifier(key, { issuer, requiredClaims: ['exp'] });
  return {
    sign: (claims: SignedAccess) =>
      new SignJWT({ typ: claims.accountType, ver: claims.sessionVersion })
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
      const sessionVersion = payload.ver;
      // A token without a version (signed before it existed) is refused like an expired one: the client refreshes.
      if (!Number.isInteger(userId) || !accountTypes.includes(accountType) || !Number.isInteger(sessionVersion)) return null;
      return { userId, accountType, sessionVersion: sessionVersion as number, expiresAt: (payload.exp as number) * 1000 };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

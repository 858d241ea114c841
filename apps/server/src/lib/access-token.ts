import { type AccountType, accountTypes } from '@studiekraft/shared/constants/account-types';
import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  accountType: AccountType;
}

const issuer = 'studiekraft';

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({ typ: claims.accountType })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimes.accessTokenSeconds}s`)
        .sign(key),
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const accountType = payload.typ as AccountType;
        if (!Number.isInteger(userId) || !accountTypes.includes(accountType)) return null;
        return { userId, accountType };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

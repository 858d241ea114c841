import { randomUUID } from 'node:crypto';
import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findAccount, findLatestConversationId, type UserRow } from '../accounts/account-repository.ts';
import { insertRefreshToken } from './token-repository.ts';

export interface IssuedSession {
  body: LoginResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const dayMs = 86_400_000;

/** When a token family started at `familyStartedAt` must stop being refreshable, whatever its activity. */
export const refreshFamilyEnd = (familyStartedAt: Date) =>
  new Date(familyStartedAt.getTime() + tokenLifetimes.refreshFamilyMaxDays * dayMs);

/**
 * Sliding expiry (30 days from now) capped by the family's absolute end (90 days from its login), so a
 * stolen cookie that is refreshed every day still dies with the session it was taken from.
 */
export function refreshExpiry(familyStartedAt: Date, now: Date): Date {
  const sliding = now.getTime() + tokenLifetimes.refreshTokenDays * dayMs;
  return new Date(Math.min(sliding, refreshFamilyEnd(familyStartedAt).getTime()));
}

/**
 * Signs an access token, stores a new refresh token and builds the body. Without `family` this is a new
 * login: a new family that starts now, with a random token. A rotation passes its family, when that
 * family started, and the successor token it derived from the rotated one (decision 058).
 */
export async function issueSession(
  deps: Pick<Deps, 'accessTokens'>,
  db: DbOrTx,
  user: UserRow,
  family: { id: string; startedAt: Date; token?: string } = { id: randomUUID(), startedAt: new Date() },
): Promise<IssuedSession> {
  const refreshToken = family.token ?? newToken();
  const refreshExpiresAt = refreshExpiry(family.startedAt, new Date());
  await insertRefreshToken(db, {
    user_id: user.id,
    family_id: family.id,
    token_hash: hashToken(refreshToken),
    expires_at: refreshExpiresAt,
  });
  return { body: await sessionBody(deps, db, user), refreshToken, refreshExpiresAt };
}

/** A fresh access token under the user's current session version, with the account the app starts from. */
export async function sessionBody(deps: Pick<Deps, 'accessTokens'>, db: DbOrTx, user: UserRow): Promise<LoginResponse> {
  const [access_token, account, latest_conversation_id] = await Promise.all([
    deps.accessTokens.sign({ userId: user.id, accountType: user.account_type, sessionVersion: user.session_version }),
    findAccount(db, user),
    findLatestConversationId(db, user.id),
  ]);
  return { access_token, account_type: user.account_type, user_id: user.id, account, latest_conversation_id };
}

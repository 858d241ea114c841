import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findUserById } from '../users/account-repository.ts';
import { type IssuedSession, issueSession, refreshFamilyEnd } from './session.ts';
import { findRefreshFamilyStart, findRefreshTokenByHash, markRefreshTokenUsed, revokeRefreshFamily } from './token-repository.ts';

/**
 * Rotates a refresh token. A token that was already used is a replay (stolen or leaked): the whole
 * family is revoked, which logs out the thief and the victim alike until a fresh login. A family lives
 * at most `refreshFamilyMaxDays` from its login however often it is rotated (decision 016).
 */
export async function refreshSession(app: FastifyInstance, token: string | undefined): Promise<IssuedSession> {
  if (!token) throw new AppError('UNAUTHENTICATED');
  const { db } = app.database;
  const now = new Date();
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (!row || row.revoked_at || row.expires_at <= now) throw new AppError('UNAUTHENTICATED');
  if (row.used_at) {
    await revokeRefreshFamily(db, row.family_id, now);
    throw new AppError('UNAUTHENTICATED');
  }
  // The absolute end is checked here too, not only through expires_at: tokens issued before the cap
  // existed carry a sliding expiry only.
  const familyStartedAt = (await findRefreshFamilyStart(db, row.family_id)) ?? row.created_at;
  if (refreshFamilyEnd(familyStartedAt) <= now) throw new AppError('UNAUTHENTICATED');
  const outcome = await db.transaction(async (tx) => {
    // Two requests racing with the same token: only one wins the update; the other is a replay.
    if (!(await markRefreshTokenUsed(tx, row.id, now))) return null;
    const user = await findUserById(tx, row.user_id);
    if (!user?.activated || !user.email_confirmed_at) return null;
    return issueSession(app, tx, user, { id: row.family_id, startedAt: familyStartedAt });
  });
  if (!outcome) {
    await revokeRefreshFamily(db, row.family_id, now);
    throw new AppError('UNAUTHENTICATED');
  }
  return outcome;
}

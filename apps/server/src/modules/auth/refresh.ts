import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { refreshSuccessor } from './refresh-successor.ts';
import { type IssuedSession, issueSession, refreshFamilyEnd, sessionBody } from './session.ts';
import { lockUserForRefresh } from './session-version-repository.ts';
import {
  findRefreshFamilyStart,
  findRefreshTokenByHash,
  lockRefreshTokenByHash,
  markRefreshTokenUsed,
  type RefreshTokenRow,
  revokeRefreshFamily,
} from './token-repository.ts';

/**
 * How many rotations a late request may be behind: a tab that refreshed twice within the grace window
 * while another tab's request with the first token was still on its way. More is not a race.
 */
const maxGraceSteps = 3;

/**
 * Rotates a refresh token. Its successor is derived from it (`refreshSuccessor`), so a token rotated less
 * than `refreshGraceSeconds` ago answers with that same successor and a fresh access token: tabs that
 * refresh in parallel with the one cookie they share all get the new session (decision 058). A used token
 * past the window is a replay (stolen or leaked): the whole family is revoked, which logs out the thief and
 * the victim alike until a fresh login. A revoked token never answers, in the window or not. A family lives
 * at most `refreshFamilyMaxDays` from its login however often it is rotated (decision 016).
 */
export async function refreshSession(
  deps: Pick<Deps, 'accessTokens' | 'config' | 'db'>,
  token: string | undefined,
): Promise<IssuedSession> {
  if (!token) throw new AppError('UNAUTHENTICATED');
  const { db } = deps;
  const now = new Date();
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (!row || row.revoked_at || row.expires_at <= now) throw new AppError('UNAUTHENTICATED');
  // The absolute end is checked here too, not only through expires_at: tokens issued before the cap
  // existed carry a sliding expiry only.
  const familyStartedAt = (await findRefreshFamilyStart(db, row.family_id)) ?? row.created_at;
  if (refreshFamilyEnd(familyStartedAt) <= now) throw new AppError('UNAUTHENTICATED');
  const outcome = await db.transaction(async (tx) => {
    // Locked before the claim, so a revocation of the user's sessions either waits for this rotation (and
    // then revokes its successor too) or has already revoked the token the claim needs.
    const user = await lockUserForRefresh(tx, row.user_id);
    if (!user?.activated || !user.email_confirmed_at) return null;
    const successor = refreshSuccessor(deps.config.jwtSecret, token);
    // Requests racing with the same token: only one wins the update, the others take the grace path.
    if (await markRefreshTokenUsed(tx, row.id, now)) {
      return issueSession(deps, tx, user, { id: row.family_id, startedAt: familyStartedAt, token: successor });
    }
    const live = await liveSuccessor(deps, tx, row.family_id, token, now);
    return live
      ? { body: await sessionBody(deps, tx, user), refreshToken: live.token, refreshExpiresAt: live.row.expires_at }
      : null;
  });
  if (!outcome) {
    await revokeRefreshFamily(db, row.family_id, now);
    throw new AppError('UNAUTHENTICATED');
  }
  return outcome;
}

/**
 * The family's current token when `token` was rotated within the grace window (following up to
 * `maxGraceSteps` rotations, each within its window), or null: a replay, a revoked family, or a successor
 * that was not derived (a token rotated before decision 058). Each row is locked FOR SHARE, so a logout
 * cannot revoke the answer between this read and the commit without waiting for it.
 */
async function liveSuccessor(
  deps: Pick<Deps, 'config'>,
  tx: DbOrTx,
  familyId: string,
  token: string,
  now: Date,
): Promise<{ token: string; row: RefreshTokenRow } | null> {
  const graceMs = tokenLifetimes.refreshGraceSeconds * 1000;
  let current = token;
  for (let step = 0; step <= maxGraceSteps; step += 1) {
    const row = await lockRefreshTokenByHash(tx, hashToken(current));
    if (!row || row.family_id !== familyId || row.revoked_at || row.expires_at <= now) return null;
    if (!row.used_at) return step === 0 ? null : { token: current, row };
    if (now.getTime() - row.used_at.getTime() > graceMs) return null;
    current = refreshSuccessor(deps.config.jwtSecret, current);
  }
  return null;
}

import type { Deps } from '../../deps.ts';
import { hashToken } from '../../lib/tokens.ts';
import { lockUserForRevocation } from './session-version-repository.ts';
import { findRefreshTokenByHash, revokeRefreshFamily } from './token-repository.ts';

/**
 * Revokes the refresh family of the cookie's token. The user row is locked first, so a refresh of the same
 * family in flight commits its successor before the revocation reads the family, and the successor is
 * revoked with it instead of outliving the logout (decision 058).
 */
export async function logout(deps: Pick<Deps, 'db'>, token: string | undefined): Promise<void> {
  if (!token) return;
  const { db } = deps;
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (!row) return;
  await db.transaction(async (tx) => {
    await lockUserForRevocation(tx, row.user_id);
    await revokeRefreshFamily(tx, row.family_id, new Date());
  });
}

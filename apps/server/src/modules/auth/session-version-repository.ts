import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import type { CurrentSession } from '../../lib/session-gate.ts';
import type { UserRow } from '../accounts/account-repository.ts';

/** What the session gate compares an access token with: the user as they are now, or null when the row is gone. */
export async function readSessionState(db: DbOrTx, userId: number): Promise<CurrentSession | null> {
  const [row] = await db
    .select({ accountType: users.account_type, activated: users.activated, sessionVersion: users.session_version })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The user, locked FOR SHARE until the caller's transaction ends: a refresh holds it while it claims its
 * token and stores the successor. `endUserSessions` and a logout take a stronger lock on the same row
 * first, so whichever comes second sees the other's work: a revocation then also revokes the successor
 * just stored, or the refresh finds its token revoked. Without it a successor inserted by a transaction
 * that commits after a revocation's UPDATE started would outlive the revocation (decision 058).
 */
export async function lockUserForRefresh(db: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('share');
  return row;
}

/** Waits for the user's refreshes in flight (see `lockUserForRefresh`) before their tokens are revoked. */
export async function lockUserForRevocation(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Ends every session of the user inside the caller's transaction: the session version goes up, so every
 * access token signed before is refused from the commit on (decision 016), and every refresh token is
 * revoked, so none of them can fetch a new one. After the commit the caller tells `app.sessions.ended`,
 * which forgets the cached state and closes the user's sockets on every process.
 * Returns the new version (the device that made a password change signs its new token with it).
 */
export async function endUserSessions(db: DbOrTx, userId: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.session_version });
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`coalesce(${refreshTokens.revoked_at}, ${now})` })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  return row?.sessionVersion;
}

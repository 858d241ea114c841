import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import type { CurrentSession } from '../../lib/session-gate.ts';

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

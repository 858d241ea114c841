import { and, eq, gt, isNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, userTokens } from '../../db/schema/index.ts';

export type UserTokenRow = typeof userTokens.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertUserToken(
  db: DbOrTx,
  values: { user_id: number; purpose: UserTokenRow['purpose']; token_hash: string; expires_at: Date; email?: string | null },
) {
  await db.insert(userTokens).values(values);
}

export async function findUserTokenByHash(db: DbOrTx, tokenHash: string, purpose: UserTokenRow['purpose']) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.token_hash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/**
 * Marks a token used if it is still unused and unexpired; returns it only to the one caller that won,
 * so a token can never be used twice, even by two requests at once.
 */
export async function consumeUserToken(db: DbOrTx, tokenHash: string, purpose: UserTokenRow['purpose'], now: Date) {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(userTokens.token_hash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, now),
      ),
    )
    .returning();
  return row;
}

/** Earlier unused tokens of the same purpose stop working when a new one is issued or one is used. */
export async function expireUserTokens(db: DbOrTx, userId: number, purpose: UserTokenRow['purpose'], now: Date) {
  await db
    .update(userTokens)
    .set({ used_at: now })
    .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at)));
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { user_id: number; family_id: string; token_hash: string; expires_at: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)).limit(1);
  return row;
}

/** The same, locked FOR SHARE until the transaction ends, so a revocation waits for the caller's answer. */
export async function lockRefreshTokenByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash)).for('share');
  return row;
}

/**
 * When the family's first token (its login) was created. Rows are never purged one by one, so the
 * oldest row is the login; a purge must remove whole families to keep this true.
 */
export async function findRefreshFamilyStart(db: DbOrTx, familyId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: min(refreshTokens.created_at) })
    .from(refreshTokens)
    .where(eq(refreshTokens.family_id, familyId));
  return row?.startedAt ?? undefined;
}

/** Claims a refresh token for rotation; false when another request used it first. */
export async function markRefreshTokenUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(db: DbOrTx, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

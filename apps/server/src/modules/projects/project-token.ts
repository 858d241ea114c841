import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { consumeUserToken, insertUserToken } from '../auth/token-repository.ts';

/**
 * The contact flow's project token (decision 010): lets the browser that quick-registered a customer
 * create one project for that customer before the customer can log in. 256 random bits, only the hash
 * is stored, 60 minutes, single use.
 */
export const projectTokenMinutes = 60;

/** Issues a token in the caller's transaction and returns it: the one and only time it is readable. */
export async function issueProjectToken(tx: DbOrTx, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await insertUserToken(tx, {
    user_id: userId,
    purpose: 'project',
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + projectTokenMinutes * 60_000),
  });
  return token;
}

/**
 * Uses the token up in the caller's transaction and returns its user id; undefined when it is unknown,
 * used or expired. The project insert shares the transaction, so a failed insert gives the token back.
 */
export async function consumeProjectToken(tx: DbOrTx, token: string, now = new Date()): Promise<number | undefined> {
  const row = await consumeUserToken(tx, hashToken(token), 'project', now);
  return row?.user_id;
}

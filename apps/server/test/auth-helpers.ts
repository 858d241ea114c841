import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../src/db/client.ts';
import { refreshTokens } from '../src/db/schema/index.ts';
import { readSessionState } from '../src/modules/auth/session-version-repository.ts';
import type { CreatedUser } from './factories.ts';

export interface LoggedIn {
  token: string;
  cookie: string;
  headers: { authorization: string };
}

/** Logs in through the real endpoint and returns the bearer header and the refresh cookie. */
export async function loginAs(app: FastifyInstance, user: Pick<CreatedUser, 'email' | 'password'>): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  return { token, cookie: refreshCookieOf(response.headers['set-cookie']), headers: { authorization: `Bearer ${token}` } };
}

export function refreshCookieOf(setCookie: string | string[] | number | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
  const cookie = list.find((c) => c.startsWith('sk_refresh='));
  return cookie ? (cookie.split(';')[0] ?? '') : '';
}

/**
 * A bearer header signed directly (no login round trip), under the user's current session version, as a
 * login would sign it.
 */
export async function bearerFor(app: FastifyInstance, user: { id: number; accountType: AccountType }) {
  const session = await readSessionState(app.database.db, user.id);
  if (!session) throw new Error(`no user ${user.id}`);
  const token = await app.accessTokens.sign({
    userId: user.id,
    accountType: user.accountType,
    sessionVersion: session.sessionVersion,
  });
  return { authorization: `Bearer ${token}` };
}

/**
 * Pretends the user's refresh token rotations happened `seconds` ago (by default just past the grace
 * window, decision 058), so a used token that comes back is a replay.
 */
export async function ageRotations(db: DbOrTx, userId: number, seconds = tokenLifetimes.refreshGraceSeconds + 1) {
  await db
    .update(refreshTokens)
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where(and(eq(refreshTokens.user_id, userId), isNotNull(refreshTokens.used_at)));
}

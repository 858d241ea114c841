import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { ResetChange } from '@studiekraft/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findAccount, findUserByEmail } from '../accounts/account-repository.ts';
import { type IssuedSession, issueSession } from './session.ts';
import { endUserSessions } from './session-version-repository.ts';
import { consumeUserToken, expireUserTokens, insertUserToken } from './token-repository.ts';

/** Always succeeds from the caller's view, so the endpoint does not reveal which e-mails exist. */
export async function requestPasswordReset(deps: Pick<Deps, 'config' | 'db' | 'mail'>, email: string): Promise<void> {
  const { db } = deps;
  const user = await findUserByEmail(db, email);
  if (!user?.activated) return;
  const token = newToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    await expireUserTokens(tx, user.id, 'reset', now);
    await insertUserToken(tx, {
      user_id: user.id,
      purpose: 'reset',
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + tokenLifetimes.resetTokenMinutes * 60_000),
    });
    const account = await findAccount(tx, user);
    await enqueueEmail(tx, deps.mail.context, user.email, {
      template: 'reset-password',
      data: { name: account.name, url: `${deps.config.publicUrl}/password/reset?token=${encodeURIComponent(token)}` },
    });
  });
  deps.mail.poke();
}

/**
 * Sets the new password and revokes every refresh token and open socket, so a stolen session dies with
 * the old password.
 * Resetting by e-mail also proves the address, so an unconfirmed user becomes confirmed.
 *
 * A customer who had no password (the contact flow's quick registration, decision 010) is choosing
 * their first one with the token their e-mail confirmation just gave them: they get a session, as a
 * login with the new password would, so the flow ends in their project as it promised (decision 063).
 * Only after the token was consumed, so a used, expired or unknown token never yields one; never for a
 * deactivated account; a reset of an existing password answers as before (the spec's 'log in with it').
 */
export async function changePasswordWithToken(
  deps: Pick<Deps, 'accessTokens' | 'db' | 'sessions'>,
  input: ResetChange,
): Promise<IssuedSession | null> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const { userId, firstLogin } = await deps.db.transaction(async (tx) => {
    const token = await consumeUserToken(tx, hashToken(input.token), 'reset', now);
    if (!token) throw new AppError('TOKEN_NOT_FOUND');
    const [user] = await tx.select().from(users).where(eq(users.id, token.user_id)).limit(1);
    if (!user) throw new AppError('TOKEN_NOT_FOUND');
    await endUserSessions(tx, user.id, now);
    // After the sessions ended, so the row returned carries the new session version.
    const [updated] = await tx
      .update(users)
      .set({ password_hash: passwordHash, email_confirmed_at: user.email_confirmed_at ?? now })
      .where(eq(users.id, user.id))
      .returning();
    const isFirstPassword = !user.password_hash && user.account_type === 'CUSTOMER' && user.activated;
    return { userId: user.id, firstLogin: isFirstPassword ? (updated ?? null) : null };
  });
  deps.sessions.ended(userId);
  // After the commit and after every older session was ended, so this one is signed with the new version.
  return firstLogin ? issueSession(deps, deps.db, firstLogin) : null;
}

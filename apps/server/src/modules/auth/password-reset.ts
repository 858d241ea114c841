import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { ResetChange } from '@studiekraft/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findAccount, findUserByEmail } from '../users/account-repository.ts';
import { endUserSessions } from './session-version-repository.ts';
import { consumeUserToken, expireUserTokens, insertUserToken } from './token-repository.ts';

/** Always succeeds from the caller's view, so the endpoint does not reveal which e-mails exist. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const { db } = app.database;
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
    await enqueueEmail(tx, app.mailContext, user.email, {
      template: 'reset-password',
      data: { name: account.name, url: `${app.config.publicUrl}/password/reset?token=${encodeURIComponent(token)}` },
    });
  });
  app.mailWorker.poke();
}

/**
 * Sets the new password and revokes every refresh token and open socket, so a stolen session dies with
 * the old password.
 * Resetting by e-mail also proves the address, so an unconfirmed user becomes confirmed.
 */
export async function changePasswordWithToken(app: FastifyInstance, input: ResetChange): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const userId = await app.database.db.transaction(async (tx) => {
    const token = await consumeUserToken(tx, hashToken(input.token), 'reset', now);
    if (!token) throw new AppError('TOKEN_NOT_FOUND');
    const [user] = await tx.select().from(users).where(eq(users.id, token.user_id)).limit(1);
    if (!user) throw new AppError('TOKEN_NOT_FOUND');
    await tx
      .update(users)
      .set({ password_hash: passwordHash, email_confirmed_at: user.email_confirmed_at ?? now })
      .where(eq(users.id, user.id));
    await endUserSessions(tx, user.id, now);
    return user.id;
  });
  app.sessions.ended(userId);
}

import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findAccount, findUserByEmail, findUserById, type UserRow } from '../accounts/account-repository.ts';
import { isUnacceptedApplicant } from '../applications/repository.ts';
import { endUserSessions } from '../auth/session-version-repository.ts';
import { consumeUserToken, expireUserTokens, findUserTokenByHash, insertUserToken } from '../auth/token-repository.ts';

/**
 * Issues a confirmation token and queues its e-mail in the caller's transaction. With `newEmail` the
 * token confirms an e-mail change and the mail goes to the new address.
 */
export async function sendConfirmation(app: FastifyInstance, tx: DbOrTx, user: UserRow, newEmail?: string) {
  const token = newToken();
  const now = new Date();
  await expireUserTokens(tx, user.id, 'confirmation', now);
  await insertUserToken(tx, {
    user_id: user.id,
    purpose: 'confirmation',
    token_hash: hashToken(token),
    email: newEmail ?? null,
    expires_at: new Date(now.getTime() + tokenLifetimes.confirmationTokenDays * 86_400_000),
  });
  const account = await findAccount(tx, user);
  const url = `${app.config.publicUrl}/?confirmation=${encodeURIComponent(token)}`;
  if (newEmail) {
    await enqueueEmail(tx, app.mailContext, newEmail, { template: 'confirm-email-change', data: { name: account.name, url } });
  } else {
    await enqueueEmail(tx, app.mailContext, user.email, {
      template: 'confirm-email',
      data: { name: account.name, url, needsPassword: !user.password_hash },
    });
  }
}

export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const condition = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(condition, ne(users.id, exceptUserId)) : condition)
    .limit(1);
  return row !== undefined;
}

/**
 * A user without a password (the contact flow's quick registration) chooses one right after confirming:
 * the confirmation answers with a reset-purpose token, issued like a reset link's (60 minutes, single
 * use, earlier ones void), so the web app can go straight to /password/reset (decision 010).
 */
async function issuePasswordToken(tx: DbOrTx, user: UserRow, now: Date): Promise<string | null> {
  if (user.password_hash) return null;
  const token = newToken();
  await expireUserTokens(tx, user.id, 'reset', now);
  await insertUserToken(tx, {
    user_id: user.id,
    purpose: 'reset',
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + tokenLifetimes.resetTokenMinutes * 60_000),
  });
  return token;
}

/** Confirms a registration or an e-mail change; a used, unknown or expired token is CONFIRMATION_NOT_FOUND. */
export async function confirmEmail(app: FastifyInstance, token: string) {
  const now = new Date();
  const confirmed = await app.database.db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, hashToken(token), 'confirmation', now);
    if (!row) throw new AppError('CONFIRMATION_NOT_FOUND');
    const user = await findUserById(tx, row.user_id);
    if (!user) throw new AppError('CONFIRMATION_NOT_FOUND');
    if (row.email) {
      if (await isEmailTaken(tx, row.email, user.id)) throw new AppError('VALIDATION_FAILED', { email: ['validation.unique'] });
      await tx
        .update(users)
        .set({ email: row.email, pending_email: null, email_confirmed_at: user.email_confirmed_at ?? now })
        .where(eq(users.id, user.id));
      // The address is a login detail: like a new password, a new address ends every session (decision 016).
      await endUserSessions(tx, user.id, now);
    } else {
      await tx
        .update(users)
        .set({ email_confirmed_at: user.email_confirmed_at ?? now })
        .where(eq(users.id, user.id));
    }
    const passwordToken = await issuePasswordToken(tx, user, now);
    return {
      userId: row.email ? user.id : null,
      body: { email: row.email ?? user.email, needs_password: passwordToken !== null, password_token: passwordToken },
    };
  });
  if (confirmed.userId !== null) app.sessions.ended(confirmed.userId);
  return confirmed.body;
}

/**
 * Sends a fresh link for the same purpose as the given (possibly expired) token. Says nothing about
 * whether anything was sent when the address is already confirmed.
 */
export async function resendConfirmation(app: FastifyInstance, token: string) {
  const { db } = app.database;
  const row = await findUserTokenByHash(db, hashToken(token), 'confirmation');
  if (!row) throw new AppError('CONFIRMATION_NOT_FOUND');
  const user = await findUserById(db, row.user_id);
  if (!user) throw new AppError('CONFIRMATION_NOT_FOUND');
  const pendingChange = row.email !== null && user.pending_email === row.email;
  if (!pendingChange && user.email_confirmed_at) return;
  if (await isUnacceptedApplicant(db, user.id)) return;
  await db.transaction((tx) => sendConfirmation(app, tx, user, pendingChange ? (row.email ?? undefined) : undefined));
  app.mailWorker.poke();
}

/**
 * A fresh registration link by address, for a login answered NOT_CONFIRMED: that person has no (expired)
 * link to hand to the route above. Answers the same whether or not the address has an unconfirmed
 * account, so it cannot tell which e-mails are registered; the per-address rate limit keeps it from
 * flooding anyone's inbox. A pending e-mail change is not resent here: it never blocks a login.
 */
export async function resendConfirmationByEmail(app: FastifyInstance, email: string) {
  const { db } = app.database;
  const user = await findUserByEmail(db, email);
  if (!user || user.email_confirmed_at || (await isUnacceptedApplicant(db, user.id))) return;
  await db.transaction((tx) => sendConfirmation(app, tx, user));
  app.mailWorker.poke();
}

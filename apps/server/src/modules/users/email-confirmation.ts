import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findAccount, findUserByEmail, findUserById, isEmailTaken, type UserRow } from '../accounts/account-repository.ts';
import { isUnacceptedApplicant } from '../applications/repository.ts';
import { endUserSessions } from '../auth/session-version-repository.ts';
import { consumeUserToken, expireUserTokens, findUserTokenByHash, insertUserToken } from '../auth/token-repository.ts';

/**
 * Issues a confirmation token and queues its e-mail in the caller's transaction. With `newEmail` the
 * token confirms an e-mail change and the mail goes to the new address.
 */
export async function sendConfirmation(deps: Pick<Deps, 'config' | 'mail'>, tx: DbOrTx, user: UserRow, newEmail?: string) {
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
  const url = `${deps.config.publicUrl}/?confirmation=${encodeURIComponent(token)}`;
  if (newEmail) {
    await enqueueEmail(tx, deps.mail.context, newEmail, { template: 'confirm-email-change', data: { name: account.name, url } });
  } else {
    await enqueueEmail(tx, deps.mail.context, user.email, {
      template: 'confirm-email',
      data: { name: account.name, url, needsPassword: !user.password_hash },
    });
  }
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
export async function confirmEmail(deps: Pick<Deps, 'db' | 'sessions'>, token: string) {
  const now = new Date();
  const confirmed = await deps.db.transaction(async (tx) => {
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
  if (confirmed.userId !== null) deps.sessions.ended(confirmed.userId);
  return confirmed.body;
}

/**
 * Sends a fresh link for the same purpose as the given (possibly expired) token. Says nothing about
 * whether anything was sent when the address is already confirmed.
 */
export async function resendConfirmation(deps: Pick<Deps, 'config' | 'db' | 'mail'>, token: string) {
  const { db } = deps;
  const row = await findUserTokenByHash(db, hashToken(token), 'confirmation');
  if (!row) throw new AppError('CONFIRMATION_NOT_FOUND');
  const user = await findUserById(db, row.user_id);
  if (!user) throw new AppError('CONFIRMATION_NOT_FOUND');
  const pendingChange = row.email !== null && user.pending_email === row.email;
  if (!pendingChange && user.email_confirmed_at) return;
  if (await isUnacceptedApplicant(db, user.id)) return;
  await db.transaction((tx) => sendConfirmation(deps, tx, user, pendingChange ? (row.email ?? undefined) : undefined));
  deps.mail.poke();
}

/**
 * A fresh registration link by address, for a login answered NOT_CONFIRMED: that person has no (expired)
 * link to hand to the route above. Answers the same whether or not the address has an unconfirmed
 * account, so it cannot tell which e-mails are registered; the per-address rate limit keeps it from
 * flooding anyone's inbox. A pending e-mail change is not resent here: it never blocks a login.
 */
export async function resendConfirmationByEmail(deps: Pick<Deps, 'config' | 'db' | 'mail'>, email: string) {
  const { db } = deps;
  const user = await findUserByEmail(db, email);
  if (!user || user.email_confirmed_at || (await isUnacceptedApplicant(db, user.id))) return;
  await db.transaction((tx) => sendConfirmation(deps, tx, user));
  deps.mail.poke();
}

import type { UpdateUser } from '@studiekraft/shared/schemas/users';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { findAccount, findUserById, findUserWithAccount, isEmailTaken } from '../accounts/account-repository.ts';
import { endUserSessions } from '../auth/session-version-repository.ts';
import { lockActiveEmployees } from './active-employees-repository.ts';
import { requireCurrentPassword } from './current-password.ts';
import { sendConfirmation } from './email-confirmation.ts';
import { presentUser } from './user-presenter.ts';

export async function getUser(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  if (viewer.userId !== id && viewer.accountType !== 'EMPLOYEE') throw forbidden();
  const { db } = deps;
  const found = await findUserWithAccount(db, id);
  if (!found) throw notFound();
  return presentUser(found.user, found.account);
}

/**
 * Change login details (own account only, employees included, so every change here is one's own and
 * needs the current password). A new e-mail is not used until the new address is confirmed; a new
 * password revokes every refresh token, so other devices must log in again.
 */
export async function updateLogin(
  deps: Pick<Deps, 'config' | 'db' | 'mail' | 'sessions'>,
  viewer: AccessClaims,
  id: number,
  input: UpdateUser,
) {
  if (viewer.userId !== id) throw forbidden();
  const { db } = deps;
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  const newEmail = input.email && input.email !== user.email.toLowerCase() ? input.email : undefined;
  // Before the uniqueness check: without the password nobody learns which e-mails are registered.
  if (newEmail || input.password) await requireCurrentPassword(user, input.current_password);
  if (newEmail && (await isEmailTaken(db, newEmail, user.id))) {
    throw new AppError('VALIDATION_FAILED', { email: ['validation.unique'] });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  // The address in use sent again changes nothing (and an empty UPDATE is an SQL error, not a no-op).
  if (!newEmail && !passwordHash)
    return { user: presentUser(user, await findAccount(db, user)), passwordChanged: false, row: user };
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        ...(newEmail ? { pending_email: newEmail } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound();
    if (newEmail) await sendConfirmation(deps, tx, row, newEmail);
    // A new password ends every session (this device gets a new one from the route), tokens and sockets alike.
    const sessionVersion = passwordHash ? await endUserSessions(tx, row.id, new Date()) : undefined;
    return sessionVersion ? { ...row, session_version: sessionVersion } : row;
  });
  if (newEmail) deps.mail.poke();
  // Sockets opened under the old password go too; this device reconnects after its refresh (decision 016).
  if (passwordHash) deps.sessions.ended(id);
  return {
    user: presentUser(updated, await findAccount(db, updated)),
    passwordChanged: passwordHash !== undefined,
    row: updated,
  };
}

export async function setActivation(
  deps: Pick<Deps, 'config' | 'db' | 'mail' | 'sessions'>,
  viewer: AccessClaims,
  id: number,
  activated: boolean,
  sendMail = false,
) {
  // Nobody changes their own activation: a deactivated employee cannot bring themself back (their token
  // is refused anyway, decision 016), and an active one cannot lock themself out.
  if (viewer.userId === id) throw forbidden();
  const { db } = deps;
  const updated = await db.transaction(async (tx) => {
    // An account type never changes, so it is read before any lock is taken.
    const [target] = await tx.select({ accountType: users.account_type }).from(users).where(eq(users.id, id));
    if (!target) throw notFound();
    // Deactivating an employee follows DELETE /employees/:id: the active employees locked first (the same
    // order as there, so two such requests queue instead of deadlocking), never the last active one.
    const activeEmployees = !activated && target.accountType === 'EMPLOYEE' ? await lockActiveEmployees(tx) : null;
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound();
    // Already so (a repeated click, or a second request that waited on the lock): the same answer, no entry.
    if (current.activated === activated) return { row: current, changed: false };
    if (activeEmployees && current.activated && !activeEmployees.some((userId) => userId !== id))
      throw new AppError('LAST_ACTIVE_EMPLOYEE');
    const [row] = await tx.update(users).set({ activated }).where(eq(users.id, id)).returning();
    if (!row) throw notFound();
    if (!activated) await endUserSessions(tx, id, new Date());
    // In the same transaction: the entry exists exactly when the change committed (decision 018).
    await recordAudit(tx, viewer.userId, {
      action: activated ? 'user.activated' : 'user.deactivated',
      entity: { type: 'user', id },
      before: { activated: current.activated },
      after: { activated, ...(activated ? { activation_mail: sendMail } : {}) },
    });
    if (activated && sendMail) {
      const account = await findAccount(tx, row);
      await enqueueEmail(tx, deps.mail.context, row.email, {
        template: 'account-activated',
        data: { name: account.name, loginUrl: `${deps.config.publicUrl}/` },
      });
    }
    return { row, changed: true };
  });
  if (updated.changed && activated && sendMail) deps.mail.poke();
  if (updated.changed && !activated) deps.sessions.ended(id);
  return presentUser(updated.row, await findAccount(db, updated.row));
}

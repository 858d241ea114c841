import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { EmployeeCreate } from '@studiekraft/shared/schemas/employees';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { isEmailTaken } from '../accounts/account-repository.ts';
import { insertUserToken } from '../auth/token-repository.ts';
import { presentEmployee } from './presenter.ts';
import { findEmployee, insertEmployee } from './repository.ts';

/** The database is the judge of a taken e-mail, so two concurrent creates cannot both win. */
const uniqueEmail = { unique: { users_email_unique: 'email' } };

/**
 * POST /employees, and `npm run create-employee` for a deployment's first employee. The new employee gets no
 * password from anyone: a reset token (the same machinery and page as "Glemt kodeord", with a longer life)
 * is made in the transaction that creates the account and mailed, so nobody but the owner of the address
 * ever knows the password. Setting it also confirms the e-mail. `actorUserId` is the employee who acted, for
 * the audit log; null when the command line did. Only the command line asks for the link instead of the mail
 * (`invitation: 'link'`), for an operator whose deployment cannot send mail yet.
 */
export async function createEmployee(
  deps: Pick<Deps, 'config' | 'db' | 'mail'>,
  actorUserId: number | null,
  input: EmployeeCreate,
  invitation: 'mail' | 'link' = 'mail',
) {
  const { db } = deps;
  if (await isEmailTaken(db, input.email)) throw new AppError('VALIDATION_FAILED', { email: ['validation.unique'] });
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + tokenLifetimes.employeeInvitationDays * 86_400_000);
  const setPasswordUrl = `${deps.config.publicUrl}/password/reset?token=${encodeURIComponent(token)}`;
  const id = await withFieldErrors(uniqueEmail, () =>
    db.transaction(async (tx) => {
      const created = await insertEmployee(tx, {
        email: input.email,
        name: input.name,
        phone_number: input.phone_number || null,
      });
      await insertUserToken(tx, {
        user_id: created.userId,
        purpose: 'reset',
        token_hash: hashToken(token),
        expires_at: expiresAt,
      });
      if (invitation === 'mail') {
        await enqueueEmail(tx, deps.mail.context, created.email, {
          template: 'employee-invitation',
          data: { name: input.name, url: setPasswordUrl },
        });
      }
      await recordAudit(tx, actorUserId, {
        action: 'employee.created',
        entity: { type: 'employee', id: created.id },
        after: { name: input.name, email: created.email, phone_number: input.phone_number || null },
      });
      return created.id;
    }),
  );
  deps.mail.poke();
  const row = await findEmployee(db, id);
  if (!row) throw new Error('created employee not found');
  const employee = presentEmployee(row, true);
  // The link is a password in all but name: it leaves only for the operator who asked for it.
  return { employee, link: invitation === 'link' ? { url: setPasswordUrl, expiresAt } : null };
}

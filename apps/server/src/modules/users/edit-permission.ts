import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden } from '../../lib/app-error.ts';
import { isEmployee } from '../../plugins/auth.ts';
import type { UserRow } from '../accounts/account-repository.ts';

/**
 * Who may change a user's contact details and avatar, and take out their personal data: the user
 * themself, and employees for customers and students. Not one employee for another, the same rule as
 * `PUT /employees/:id`: staff accounts carry the most power, so their details are their own to change,
 * and their data export is their own to ask for (issue 33; a request about a colleague goes through them).
 */
export function assertMayManageUser(viewer: AccessClaims, target: Pick<UserRow, 'id' | 'account_type'>) {
  if (viewer.userId === target.id) return;
  if (isEmployee(viewer) && target.account_type !== 'EMPLOYEE') return;
  throw forbidden();
}

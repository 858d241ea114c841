import type { AccountType } from '@studiekraft/shared/constants/account-types';

/** The administration area and everything below it (spec section 2: login and the employee role). */
const isAdministrationPath = (path: string) => /^\/administration(?:[/?#]|$)/.test(path);

/**
 * Whether an account type may open a path that a guard sent it away from. Home and the login read this
 * before following a `redirect` query: following one the guard will refuse again would send a logged-in
 * customer back and forth between home and the guard.
 */
export function mayOpen(path: string, accountType: AccountType): boolean {
  return !isAdministrationPath(path) || accountType === 'EMPLOYEE';
}

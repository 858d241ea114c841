import type { ContactInfo } from '@studiekraft/shared/schemas/users';
import { eq } from 'drizzle-orm';
import { customers, employees, students } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { findAccount, findUserById } from '../accounts/account-repository.ts';
import { assertMayManageUser } from './edit-permission.ts';
import { presentUser } from './user-presenter.ts';

/**
 * Customers store first and last name apart, the contact form has one name field: the last word is the
 * last name, so "Anna Marie Jensen" keeps "Anna Marie" as first name. A single word has no last name.
 */
export function splitCustomerName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const cut = trimmed.lastIndexOf(' ');
  if (cut < 0) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, cut), last_name: trimmed.slice(cut + 1) };
}

/**
 * PUT /users/:id/contact: name and phone on the account row of any account type, by the user themself
 * or an employee (not for another employee: `assertMayManageUser`). A student's slug stays: the spec ties
 * a new profile link to the staff name edit only.
 */
export async function updateContactInfo(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: ContactInfo) {
  if (viewer.userId !== id && viewer.accountType !== 'EMPLOYEE') throw forbidden();
  const { db } = deps;
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  assertMayManageUser(viewer, user);
  const phone_number = input.phone_number;
  if (user.account_type === 'CUSTOMER') {
    await db
      .update(customers)
      .set({ ...splitCustomerName(input.name), phone_number })
      .where(eq(customers.user_id, id));
  } else if (user.account_type === 'STUDENT') {
    await db.update(students).set({ name: input.name, phone_number }).where(eq(students.user_id, id));
  } else {
    await db.update(employees).set({ name: input.name, phone_number }).where(eq(employees.user_id, id));
  }
  return presentUser(user, await findAccount(db, user));
}

import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The active employees' user ids, locked: every change that could take the last one away (a delete, a
 * deactivation) takes this lock first, so two at once are serialised and the second sees the first's
 * result (under READ COMMITTED a locked row that changed is read again).
 */
export async function lockActiveEmployees(db: DbOrTx) {
  const rows = await db
    .select({ user_id: users.id })
    .from(users)
    .where(and(eq(users.account_type, 'EMPLOYEE'), eq(users.activated, true)))
    .for('update');
  return rows.map((r) => r.user_id);
}

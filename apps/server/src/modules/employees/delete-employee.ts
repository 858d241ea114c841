import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { endUserSessions } from '../auth/session-version-repository.ts';
import { lockActiveEmployees } from '../users/active-employees-repository.ts';
import { deactivateUser, deleteEmployeeUser, findEmployee, hasHistory } from './repository.ts';

/**
 * DELETE /employees/{id}. An employee whose name stands on conversations, messages or project events is
 * deactivated (no login, sessions revoked) so history keeps its author; either is an audit entry; one without history is removed.
 * Never oneself (another employee must do it) and never the last active employee: the back office would
 * be locked out. The active employees are locked first, so two concurrent deletes cannot both pass.
 */
export async function deleteEmployee(deps: Pick<Deps, 'db' | 'sessions'>, viewer: AccessClaims, id: number) {
  const { db } = deps;
  const result = await db.transaction(async (tx) => {
    const active = await lockActiveEmployees(tx);
    const row = await findEmployee(tx, id);
    if (!row) throw notFound();
    if (row.user_id === viewer.userId) throw new AppError('CANNOT_DELETE_SELF');
    if (row.activated && active.filter((userId) => userId !== row.user_id).length === 0)
      throw new AppError('LAST_ACTIVE_EMPLOYEE');
    const before = { name: row.name, email: row.email, phone_number: row.phone_number, activated: row.activated };
    const entity = { type: 'employee', id } as const;
    if (await hasHistory(tx, row.user_id)) {
      await deactivateUser(tx, row.user_id);
      await endUserSessions(tx, row.user_id, new Date());
      await recordAudit(tx, viewer.userId, { action: 'employee.deactivated', entity, before, after: { activated: false } });
      return { id, userId: row.user_id, deleted: false };
    }
    await deleteEmployeeUser(tx, row.user_id);
    await recordAudit(tx, viewer.userId, { action: 'employee.deleted', entity, before });
    return { id, userId: row.user_id, deleted: true };
  });
  // Open sockets follow the session (decision 016).
  deps.sessions.ended(result.userId);
  return { id: result.id, deleted: result.deleted };
}

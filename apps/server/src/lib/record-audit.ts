import type { AuditAction, AuditEntityType } from '@studiekraft/shared/constants/audit';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

// Every staff action's module writes its entry here, inside its own transaction; the audit-log module only
// reads and words them, and reads those modules' labels, so the writer sits below both.

export interface AuditEntry {
  action: AuditAction;
  entity: { type: AuditEntityType; id: number };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Call inside the staff action's transaction (pass its `tx`): the entry commits or rolls back with the
 * change it describes. Before and after hold only the fields the action touched, never secrets.
 * `employeeUserId` null is the system acting on its own (the application retention job, decision 023).
 */
export async function recordAudit(tx: DbOrTx, employeeUserId: number | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    employee_user_id: employeeUserId,
    action: entry.action,
    entity_type: entry.entity.type,
    entity_id: entry.entity.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

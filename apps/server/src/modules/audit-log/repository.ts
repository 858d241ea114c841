import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { employees } from '../../db/schema/index.ts';
import type { ListResource, ParsedList } from '../../plugins/list-query.ts';

export const auditListResource: ListResource<never> = {
  filters: {
    entity_type: auditLog.entity_type,
    entity_id: auditLog.entity_id,
    action: auditLog.action,
    employee_user_id: auditLog.employee_user_id,
    created_at: auditLog.created_at,
  },
  sorts: { created_at: auditLog.created_at, id: auditLog.id },
  includes: [],
  defaultSort: { key: 'created_at', direction: 'DESC' },
  defaultLimit: 25,
};

const columns = {
  id: auditLog.id,
  employee_user_id: auditLog.employee_user_id,
  employee_name: employees.name,
  action: auditLog.action,
  entity_type: auditLog.entity_type,
  entity_id: auditLog.entity_id,
  before: auditLog.before,
  after: auditLog.after,
  created_at: auditLog.created_at,
};

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

export async function listAuditEntries(db: DbOrTx, list: ParsedList<never>) {
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(employees, eq(employees.user_id, auditLog.employee_user_id))
      .where(list.where)
      .orderBy(...list.orderBy, auditLog.id)
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(auditLog).where(list.where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

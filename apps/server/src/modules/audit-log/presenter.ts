import type { AuditValueNames } from '@studiekraft/shared/rules/audit-entry-text';
import type { AuditRow } from './repository.ts';

/** An entry with the names of the records its values point at (`value-names.ts`), for the panel's words. */
export function presentAuditEntry(row: AuditRow, names: AuditValueNames | null = null) {
  return {
    id: row.id,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    entity_label: row.entity_label ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    names,
    created_at: row.created_at.toISOString(),
    employee: row.employee_user_id === null ? null : { user_id: row.employee_user_id, name: row.employee_name ?? null },
  };
}

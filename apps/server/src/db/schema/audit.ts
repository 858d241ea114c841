import type { AuditAction, AuditEntityType } from '@studiekraft/shared/constants/audit';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Staff actions (decision 018), written in the transaction of the action itself, so an entry exists if
 * and only if the change committed. The author's id is kept when their user goes (set null only if an
 * employee without history is removed, and having an entry is history, so that does not happen).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    employee_user_id: integer('employee_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    entity_type: text('entity_type').$type<AuditEntityType>().notNull(),
    entity_id: integer('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    created_at: timestamps.created_at,
  },
  (t) => [
    // The customer, project and employee pages ask for one entity's entries, newest first.
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.created_at),
    index('audit_log_created_at_idx').on(t.created_at),
    index('audit_log_employee_idx').on(t.employee_user_id),
  ],
);

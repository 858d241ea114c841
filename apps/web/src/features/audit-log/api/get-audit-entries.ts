import type { AuditAction, AuditEntityType } from '@studiekraft/shared/constants/audit';
import type { AuditValueNames } from '@studiekraft/shared/rules/audit-entry-text';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { auditKeys } from '../query-keys.ts';

export interface AuditEntry {
  id: number;
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: number;
  /** The record's name (project name, customer name, employee name, login e-mail); null once it is gone. */
  entity_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The names of the records the values point at (a level, skills, a sender), by field and id. */
  names: AuditValueNames | null;
  created_at: string;
  employee: { user_id: number; name: string | null } | null;
}

/**
 * One thing to ask the log about: a record staff acted on, everything one employee did, a customer
 * (the server's `customer` filter: the customer record and their login together) or a student (the
 * `student` filter: the record, their login, their ratings and references).
 */
export type AuditSource =
  | { entityType: AuditEntityType; entityId: number }
  | { employeeUserId: number }
  | { customerId: number }
  | { studentId: number };

/** Staff pages show the recent history; the whole of it is in the CSV export of GET /audit-log.csv. */
const entriesPerSource = 50;

function filtersFor(source: AuditSource) {
  if ('employeeUserId' in source) return [{ key: 'employee_user_id', value: source.employeeUserId, operator: 'eq' }];
  if ('customerId' in source) return [{ key: 'customer', value: source.customerId, operator: 'eq' }];
  if ('studentId' in source) return [{ key: 'student', value: source.studentId, operator: 'eq' }];
  return [
    { key: 'entity_type', value: source.entityType, operator: 'eq' },
    { key: 'entity_id', value: source.entityId, operator: 'eq' },
  ];
}

/** The list query for one source, newest first: the list asks with it, and the CSV export too. */
export const auditQuery = (source: AuditSource) => ({
  filter_groups: [{ filters: filtersFor(source) }],
  sort: [{ key: 'created_at', direction: 'DESC' }],
});

/** The log entries about the given sources, merged newest first (an entry in two sources shows once). */
export function useAuditEntries(sources: AuditSource[], options: { enabled?: boolean } = {}) {
  return useQuery({
    // Keyed by the filters themselves, so a new kind of source needs no key of its own.
    queryKey: auditKeys.entries(sources.map(filtersFor)),
    enabled: options.enabled ?? true,
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        sources.map((source) =>
          api.get<ListResponse<AuditEntry>>('/audit-log', {
            query: { ...auditQuery(source), limit: entriesPerSource },
            signal,
          }),
        ),
      );
      const byId = new Map(lists.flatMap((list) => list.rows).map((entry) => [entry.id, entry]));
      return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    },
  });
}

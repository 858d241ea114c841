import type { AuditAction, AuditEntityType } from '@studiekraft/shared/constants/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';

export interface AuditEntry {
  id: number;
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: number;
  created_at: string;
  employee: { user_id: number; name: string | null } | null;
}

const entriesFor = (entityType: AuditEntityType, entityId: number, signal?: AbortSignal) =>
  api.get<ListResponse<AuditEntry>>('/audit-log', {
    query: {
      filter_groups: [
        {
          filters: [
            { key: 'entity_type', value: entityType, operator: 'eq' },
            { key: 'entity_id', value: entityId, operator: 'eq' },
          ],
        },
      ],
      sort: [{ key: 'created_at', direction: 'DESC' }],
    },
    signal,
  });

/**
 * What staff did to a customer: edits and deletions are logged on the customer, activation on the login
 * (the user), so both are asked for and merged newest first.
 */
export function useCustomerAudit(customerId: number, userId: number | undefined) {
  return useQuery({
    queryKey: ['audit-log', 'customer', customerId, userId ?? null],
    queryFn: async ({ signal }) => {
      const [customer, user] = await Promise.all([
        entriesFor('customer', customerId, signal),
        userId === undefined ? Promise.resolve({ rows: [], total: 0 }) : entriesFor('user', userId, signal),
      ]);
      return [...customer.rows, ...user.rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  });
}

/** What the audit log records (decision 018): the entity kinds staff act on, and the actions. */
export const auditEntityTypes = ['user', 'customer', 'project', 'employee', 'conversation', 'message'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = [
  'user.activated',
  'user.deactivated',
  'project.closed',
  'project.notes',
  'customer.updated',
  'customer.deleted',
  'customer.deactivated',
  'employee.created',
  'employee.deleted',
  'employee.deactivated',
  'conversation.archived',
  'conversation.restored',
  'message.hidden',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What the audit log records (decision 018): the entity kinds staff act on, and the actions. */
export const auditEntityTypes = [
  'user',
  'customer',
  'project',
  'employee',
  'conversation',
  'message',
  'rating',
  'reference',
  'student',
  'testimonial',
  // Issue 12 (decision 026): an invoice's reminders, a level's payout share (id = level id), and a payroll
  // month marked paid (id = YYYYMM, e.g. 202611: a month has no row of its own).
  'invoice',
  'payout_rate',
  'payout_month',
  // The site's own public details (issue 36), one row: id 1.
  'site',
  // The catalogue (issue 36): levels, skill groups and skills with their paygrades.
  'level',
  'skill_group',
  'skill',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = [
  'user.activated',
  'user.deactivated',
  // Staff deleted a customer's or student's personal data (decision 027), on the entity 'customer' or 'student'.
  'user.anonymised',
  // The bookkeeping retention job (decision 034, no employee): what an anonymised account left went after 5 years.
  'user.purged',
  'project.closed',
  'project.notes',
  // Staff corrections (issue 36): name, skill, accepted price; and deleting a project without an invoice.
  'project.edited',
  'project.deleted',
  'site.updated',
  'customer.updated',
  'customer.deleted',
  'customer.deactivated',
  'employee.created',
  'employee.deleted',
  'employee.deactivated',
  'conversation.archived',
  'conversation.restored',
  'message.hidden',
  'rating.created',
  'rating.updated',
  'rating.deleted',
  'reference.created',
  'reference.updated',
  'reference.deleted',
  'student.created',
  'student.updated',
  'student.deleted',
  'student.deactivated',
  // Student applications (decision 023), on the entity 'student'; 'deleted' is the retention job's, without an employee.
  'application.reviewed',
  'application.accepted',
  'application.rejected',
  'application.deleted',
  'testimonial.approved',
  'testimonial.unapproved',
  'testimonial.deleted',
  // Invoices (decision 025).
  'invoice.paid',
  'invoice.credited',
  'invoice.resent',
  // Decision 026: 'reminded' is the reminder job's, without an employee.
  'invoice.reminded',
  'payout_rate.updated',
  'payout_month.paid',
  // The catalogue (issue 36): 'disabled' is a delete refused by the rows still using it (lib/delete-or-disable.ts).
  'level.created',
  'level.updated',
  'level.deleted',
  'level.disabled',
  'skill_group.created',
  'skill_group.updated',
  'skill_group.deleted',
  'skill_group.disabled',
  'skill.created',
  'skill.updated',
  'skill.deleted',
  'skill.disabled',
] as const;
export type AuditAction = (typeof auditActions)[number];

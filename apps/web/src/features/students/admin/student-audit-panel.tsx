import { AuditLogPanel } from '../../audit-log/admin/audit-log-panel.tsx';

/**
 * What staff did to this student: the student record, their login (activation, e-mail) and their
 * ratings and references, also deleted ones, newest first, through the server's `student` filter (issue 34).
 */
export function StudentAuditPanel({ studentId }: { studentId: number }) {
  return <AuditLogPanel source={{ studentId }} showEntity />;
}

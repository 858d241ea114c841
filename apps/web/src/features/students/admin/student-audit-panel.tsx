import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { AuditSource } from '../../audit-log/api/get-audit-entries.ts';
import { AuditExportButton } from '../../audit-log/components/audit-export-button.tsx';
import { AuditLogList } from '../../audit-log/components/audit-log-list.tsx';

/** Ratings whose log entries are asked for one by one; older ones are in the CSV export of the whole log. */
const maxRatingSources = 20;

interface StudentAuditPanelProps {
  studentId: number;
  userId: number | undefined;
  ratingIds: number[];
  referenceIds: number[];
}

/**
 * What staff did to this student: the student record, their login (activation, e-mail) and their current
 * ratings and references, merged newest first. The log has no student filter spanning them, so each is a
 * source of its own.
 */
export function StudentAuditPanel({ studentId, userId, ratingIds, referenceIds }: StudentAuditPanelProps) {
  const { t } = useTranslation();
  const student: AuditSource = { entityType: 'student', entityId: studentId };
  const sources: AuditSource[] = [
    student,
    ...(userId ? [{ entityType: 'user' as const, entityId: userId }] : []),
    ...ratingIds.slice(0, maxRatingSources).map((id) => ({ entityType: 'rating' as const, entityId: id })),
    ...referenceIds.map((id) => ({ entityType: 'reference' as const, entityId: id })),
  ];
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('adminAudit.title')}
        </Title>
        <AuditExportButton source={student} />
      </Group>
      <AuditLogList sources={sources} showEntity />
    </Paper>
  );
}

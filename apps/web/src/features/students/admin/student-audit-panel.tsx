import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AuditExportButton } from '../../audit-log/admin/audit-export-button.tsx';
import { AuditLogList } from '../../audit-log/admin/audit-log-list.tsx';
import type { AuditSource } from '../../audit-log/api/get-audit-entries.ts';

/**
 * What staff did to this student: the student record, their login (activation, e-mail) and their
 * ratings and references, also deleted ones, newest first. One source, the server's `student` filter, for
 * the list and the CSV export alike, so the export holds every entry the panel shows (issue 34).
 */
export function StudentAuditPanel({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const source: AuditSource = { studentId };
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('adminAudit.title')}
        </Title>
        <AuditExportButton source={source} />
      </Group>
      <AuditLogList sources={[source]} showEntity />
    </Paper>
  );
}

import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { AuditSource } from '../api/get-audit-entries.ts';
import { AuditExportButton } from './audit-export-button.tsx';
import { AuditLogList } from './audit-log-list.tsx';

/**
 * The audit log as a section of a staff page (customer or student detail), exportable as CSV. One source
 * for the list and the export alike, so the export holds every entry the panel shows. `showEntity` names
 * what each entry is about, for a source that spans several kinds (a student's record, login, ratings).
 */
export function AuditLogPanel({ source, showEntity = false }: { source: AuditSource; showEntity?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('adminAudit.title')}
        </Title>
        <AuditExportButton source={source} />
      </Group>
      <AuditLogList sources={[source]} showEntity={showEntity} />
    </Paper>
  );
}

import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { AuditSource } from '../api/get-audit-entries.ts';
import { AuditExportButton } from './audit-export-button.tsx';
import { AuditLogList } from './audit-log-list.tsx';

/** The audit log as a section of a staff page (customer detail), exportable as CSV. */
export function AuditLogPanel({ source }: { source: AuditSource }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('adminAudit.title')}
        </Title>
        <AuditExportButton source={source} />
      </Group>
      <AuditLogList sources={[source]} />
    </Paper>
  );
}

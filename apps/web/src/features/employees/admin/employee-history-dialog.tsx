import { Group, Modal, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AuditExportButton } from '../../audit-log/admin/audit-export-button.tsx';
import { AuditLogList } from '../../audit-log/admin/audit-log-list.tsx';
import type { Employee } from '../api/employees.ts';

/**
 * An employee's history: what they did as staff (the log's author) and what colleagues did to their
 * account (creation, deactivation).
 */
export function EmployeeHistoryDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={employee !== null}
      onClose={onClose}
      title={employee ? t('adminAudit.historyOf', { name: employee.name }) : ''}
      size="lg"
    >
      {employee ? (
        <Stack gap="lg">
          {employee.user ? (
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {t('adminAudit.byEmployee', { name: employee.name })}
                </Title>
                <AuditExportButton source={{ employeeUserId: employee.user.id }} />
              </Group>
              <AuditLogList sources={[{ employeeUserId: employee.user.id }]} showEntity />
            </Stack>
          ) : null}
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('adminAudit.aboutEmployee')}
            </Title>
            <AuditLogList sources={[{ entityType: 'employee', entityId: employee.id }]} />
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}

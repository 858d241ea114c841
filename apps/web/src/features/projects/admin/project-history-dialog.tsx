import { Group, Modal, Stack } from '@mantine/core';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AuditExportButton } from '../../audit-log/admin/audit-export-button.tsx';
import { AuditLogList } from '../../audit-log/admin/audit-log-list.tsx';

/** The staff actions on one project (close, notes), from the 'Alle Projekter' context menu. */
export function ProjectHistoryDialog({ project, opened, onClose }: { project: Project; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminAudit.historyOf', { name: project.name })} size="lg">
      <Stack gap="md">
        <AuditLogList sources={[{ entityType: 'project', entityId: project.id }]} enabled={opened} />
        <Group justify="flex-end">
          <AuditExportButton source={{ entityType: 'project', entityId: project.id }} />
        </Group>
      </Stack>
    </Modal>
  );
}

import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { StudentListHeader } from '../../students/admin/student-list-header.tsx';
import { receivedAt, statusOf, usePendingApplications } from '../api/get-pending-applications.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/**
 * /administration/students/applications: the applications still waiting for a decision (received or
 * reviewed), newest first, under the stats block and 'Opret studerende' of every staff student list. Each
 * name opens the whole application with its actions.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const applications = usePendingApplications();

  return (
    <Stack gap="md">
      <StudentListHeader title={t('adminApplications.title')} />
      <StaffTable
        query={applications}
        label={t('adminApplications.title')}
        loadFailed={t('adminApplications.loadFailed')}
        empty={t('adminApplications.empty')}
        summary={(data) => (
          <Text size="sm" c="dimmed">
            {t('adminApplications.total', { count: data.rows.length })}
          </Text>
        )}
        minWidth={720}
        columns={[
          { label: t('adminApplications.columns.name') },
          { label: t('adminApplications.columns.email') },
          { label: t('adminApplications.columns.skills') },
          { label: t('adminApplications.columns.received') },
          { label: t('adminApplications.columns.status') },
        ]}
        renderRow={(row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor component={Link} to={`/administration/students/applications/${row.id}`}>
                {row.name}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.user?.email ?? '–'}</Table.Td>
            <Table.Td>{(row.skills ?? []).map((skill) => skill.name).join(', ') || '–'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(receivedAt(row), 'isoDay')}</Table.Td>
            <Table.Td>
              <ApplicationStatusBadge status={statusOf(row)} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}

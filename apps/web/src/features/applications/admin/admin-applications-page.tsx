import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListQueryStates } from '../../../components/ui/list-query-states.tsx';
import { danishTime } from '../../../lib/dayjs.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { receivedAt, statusOf, usePendingApplications } from '../api/get-pending-applications.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/**
 * /administration/students/applications: the applications still waiting for a decision (received or
 * reviewed), newest first. Each name opens the whole application with its actions.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const applications = usePendingApplications();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('adminApplications.title')}
      </Title>
      <ListQueryStates query={applications} loadFailed={t('adminApplications.loadFailed')} empty={t('adminApplications.empty')}>
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {t('adminApplications.total', { count: data.rows.length })}
            </Text>
            {/* On a phone the table scrolls sideways inside its own box instead of widening the page. */}
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover aria-label={t('adminApplications.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminApplications.columns.name')}</Table.Th>
                    <Table.Th>{t('adminApplications.columns.email')}</Table.Th>
                    <Table.Th>{t('adminApplications.columns.skills')}</Table.Th>
                    <Table.Th>{t('adminApplications.columns.received')}</Table.Th>
                    <Table.Th>{t('adminApplications.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/administration/students/applications/${row.id}`}>
                          {row.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.user?.email ?? '–'}</Table.Td>
                      <Table.Td>{(row.skills ?? []).map((skill) => skill.name).join(', ') || '–'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{danishTime(receivedAt(row)).format('YYYY-MM-DD')}</Table.Td>
                      <Table.Td>
                        <ApplicationStatusBadge status={statusOf(row)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ListQueryStates>
    </Stack>
  );
}

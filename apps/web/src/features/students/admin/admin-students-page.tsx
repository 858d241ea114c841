import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useState } from 'react';
import { Link } from 'react-router';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { nextStaffSort } from '../../../components/staff-table/next-sort.ts';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { useStaffListPage } from '../../../components/staff-table/use-staff-list-page.ts';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { SearchToolbar } from '../../../components/ui/search-toolbar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatDecimal } from '../../../lib/format-number.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ApplicationStatusBadge } from '../../applications/admin/application-status-badge.tsx';
import {
  type AdminStudentScope,
  type AdminStudentSortKey,
  type AdminStudentsQuery,
  adminStudentsListQuery,
  useAdminStudents,
} from '../api/get-admin-students.ts';
import { StudentListHeader } from './student-list-header.tsx';

const searchDelayMs = 300;
const badgeStyles = { label: { overflow: 'visible' } } as const;

/** A sign-up still waiting for screening: its page is the application, where staff accept or reject it. */
const waitingStatus = (student: Student) => {
  const status = student.application?.status;
  return status === 'received' || status === 'reviewed' ? status : null;
};

const titles = {
  all: 'adminStudents.titleAll',
  active: 'adminStudents.titleActive',
  new: 'adminStudents.titleNew',
} as const;
const empties = { all: 'adminStudents.empty', active: 'adminStudents.emptyActive', new: 'adminStudents.emptyNew' } as const;

/**
 * The staff student tables (/administration/students, its children 'Aktive' and 'Nye fra tilmelding'):
 * searched, sorted and paged by the server, with the stats block and 'Opret studerende' above.
 */
export function AdminStudentsPage({ scope = 'all' }: { scope?: AdminStudentScope }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  const [sort, setSort] = useState<AdminStudentsQuery['sort']>({ key: 'created_at', direction: 'DESC' });
  const paging = useStaffListPage();
  const { page, resetPage } = paging;
  const students = useAdminStudents({ scope, search: debouncedSearch, sort, page });

  const sortBy = (key: AdminStudentSortKey) => {
    setSort((current) => nextStaffSort(current, key));
    resetPage();
  };

  return (
    <Stack gap="md">
      <StudentListHeader title={t(titles[scope])} />
      <SearchToolbar
        label={t('adminStudents.search')}
        placeholder={t('adminStudents.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          resetPage();
        }}
      >
        <CsvExportButton
          path="/students.csv"
          query={adminStudentsListQuery({ scope, search: debouncedSearch, sort })}
          fileName="studerende"
        />
      </SearchToolbar>
      <StaffTable
        query={students}
        label={t(titles[scope])}
        loadFailed={t('adminStudents.loadFailed')}
        empty={t(debouncedSearch.trim() ? 'adminStudents.noMatches' : empties[scope])}
        summary={(data) => (
          <Text size="sm" c="dimmed">
            {t('adminStudents.total', { count: data.total })}
          </Text>
        )}
        minWidth={760}
        columns={[
          { label: t('adminStudents.columns.name'), sortKey: 'name' },
          { label: t('adminStudents.columns.email') },
          { label: t('adminStudents.columns.level'), sortKey: 'level' },
          { label: t('adminStudents.columns.rating'), sortKey: 'average_rating' },
          { label: t('adminStudents.columns.status') },
          { label: t('adminStudents.columns.created'), sortKey: 'created_at' },
        ]}
        sort={sort}
        onSort={sortBy}
        paging={{ page: paging, pageSize: pageSizes.adminLists }}
        renderRow={(student) => {
          const waiting = waitingStatus(student);
          return (
            <Table.Tr key={student.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={student.name} src={student.avatars.primary} />
                  <Anchor
                    component={Link}
                    to={
                      waiting ? `/administration/students/applications/${student.id}` : `/administration/students/${student.id}`
                    }
                  >
                    {student.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{student.user?.email ?? '–'}</Table.Td>
              <Table.Td>
                <LevelBadge level={student.level} />
              </Table.Td>
              <Table.Td>
                {student.average_rating === null
                  ? '–'
                  : t('adminStudents.ratingValue', {
                      average: formatDecimal(student.average_rating, currentLanguage()),
                      count: student.ratings_count,
                    })}
              </Table.Td>
              <Table.Td>
                {/* Light badges: white on the filled green or gray is below AA contrast at badge size. */}
                {waiting ? (
                  <ApplicationStatusBadge status={waiting} />
                ) : student.user?.activated ? (
                  <Badge variant="light" styles={badgeStyles}>
                    {t('adminStudents.activated')}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" styles={badgeStyles}>
                    {t('adminStudents.deactivated')}
                  </Badge>
                )}
                {student.is_new ? (
                  <Badge color="orange" variant="light" ml={4} styles={badgeStyles}>
                    {t('adminStudents.new')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(student.created_at, 'isoDay')}</Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}

export function AdminActiveStudentsPage() {
  return <AdminStudentsPage scope="active" />;
}

export function AdminNewStudentsPage() {
  return <AdminStudentsPage scope="new" />;
}

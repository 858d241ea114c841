import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { useStaffListPage } from '../../../components/staff-table/use-staff-list-page.ts';
import { SearchToolbar } from '../../../components/ui/search-toolbar.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type AdminProjectSortKey, adminProjectsListQuery, useAdminProjects } from '../api/get-admin-projects.ts';
import { AdminProjectMenu } from './admin-project-menu.tsx';
import { adminProjectScope } from './admin-project-scope.ts';
import { nextAdminProjectSort, readAdminProjectSort, writeAdminProjectSort } from './admin-project-sort.ts';
import { ProjectConversationDialog } from './project-conversation-dialog.tsx';

const searchDebounceMs = 300;

type ColumnLabel = 'name' | 'status' | 'customer' | 'student' | 'skill' | 'closed' | 'created';

const endedAt = (project: Project) => project.finalized_at ?? project.cancelled_at ?? project.updated_at;

/** 'Alle Projekter' and its children (spec section 2): server-side paging, sorting and search. */
export function AdminProjectsPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const scope = adminProjectScope(pathname.replace(/\/$/, '').split('/administration/projects/')[1]);
  const [sort, setSort] = useState(readAdminProjectSort);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, searchDebounceMs);
  const paging = useStaffListPage();
  const { page, resetPage } = paging;
  const [conversationOf, setConversationOf] = useState<(Project & { conversation_id: number }) | null>(null);
  const projects = useAdminProjects({ statuses: scope.statuses, search: debounced, sort, page });

  const onSort = (key: AdminProjectSortKey) => {
    const next = nextAdminProjectSort(sort, key);
    writeAdminProjectSort(next);
    setSort(next);
    resetPage();
  };
  const columns: { key: AdminProjectSortKey; label: ColumnLabel }[] = [
    { key: 'name', label: 'name' },
    { key: 'status', label: 'status' },
    { key: 'customer_name', label: 'customer' },
    { key: 'student_name', label: 'student' },
    { key: 'skill_name', label: 'skill' },
    scope.closed ? { key: 'closed_at', label: 'closed' } : { key: 'created_at', label: 'created' },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {handle ? t(handle.title) : t('admin.titles.projects')}
      </Title>
      <SearchToolbar
        label={t('adminProjects.search')}
        placeholder={t('adminProjects.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          resetPage();
        }}
      >
        <CsvExportButton
          path="/projects.csv"
          query={adminProjectsListQuery({ statuses: scope.statuses, search: debounced, sort })}
          fileName="projekter"
        />
      </SearchToolbar>
      <Paper withBorder>
        <StaffTable
          query={projects}
          label={handle ? t(handle.title) : t('admin.titles.projects')}
          loadFailed={t('adminProjects.loadFailed')}
          empty={debounced.trim() ? t('adminProjects.noMatches') : t('adminProjects.empty')}
          minWidth={860}
          tableProps={{ striped: true, highlightOnHover: true, horizontalSpacing: 8 }}
          columns={[
            ...columns.map((column) => ({ label: t(`adminProjects.columns.${column.label}`), sortKey: column.key })),
            { label: t('adminProjects.columns.conversation'), hiddenLabel: true },
          ]}
          sort={sort}
          onSort={onSort}
          paging={{ page: paging, pageSize: pageSizes.adminLists }}
          renderRow={(project) => (
            <Table.Tr key={project.id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <AdminProjectMenu
                    project={project}
                    onShowMessages={
                      project.conversation_id === null
                        ? undefined
                        : () => setConversationOf({ ...project, conversation_id: project.conversation_id as number })
                    }
                  >
                    <Text size="sm" fw={500}>
                      {project.name}
                    </Text>
                  </AdminProjectMenu>
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge variant="light" tt="none" size="sm" styles={{ label: { overflow: 'visible' } }}>
                  {t(`projectStatus.${project.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {project.customer && (
                  <Anchor component={Link} to={`/administration/customers/${project.customer.id}`} size="sm">
                    {project.customer.name}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                {project.student && (
                  <Anchor component={Link} to={`/administration/students/${project.student.id}`} size="sm">
                    {project.student.name}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>{project.skill?.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(scope.closed ? endedAt(project) : project.created_at, 'isoDay')}
              </Table.Td>
              <Table.Td>
                {project.conversation_id !== null && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => setConversationOf({ ...project, conversation_id: project.conversation_id as number })}
                  >
                    {t('adminProjects.seeConversation')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Paper>
      {conversationOf && <ProjectConversationDialog project={conversationOf} onClose={() => setConversationOf(null)} />}
    </Stack>
  );
}

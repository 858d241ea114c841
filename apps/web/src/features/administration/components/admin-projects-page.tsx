import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { dayjs } from '../../../lib/dayjs.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { adminProjectScope } from '../admin-project-scope.ts';
import { nextAdminProjectSort, readAdminProjectSort, writeAdminProjectSort } from '../admin-project-sort.ts';
import { type AdminProjectSort, type AdminProjectSortKey, useAdminProjects } from '../api/get-admin-projects.ts';
import { AdminProjectMenu } from './admin-project-menu.tsx';
import { ProjectConversationDialog } from './project-conversation-dialog.tsx';

const searchDebounceMs = 300;

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: AdminProjectSortKey;
  sort: AdminProjectSort;
  onSort: (key: AdminProjectSortKey) => void;
}) {
  const active = sort.key === column;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label} {active ? (sort.direction === 'ASC' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

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
  const [page, setPage] = useState(0);
  const [conversationOf, setConversationOf] = useState<(Project & { conversation_id: number }) | null>(null);
  const projects = useAdminProjects({ statuses: scope.statuses, search: debounced, sort, page });

  const onSort = (key: AdminProjectSortKey) => {
    const next = nextAdminProjectSort(sort, key);
    writeAdminProjectSort(next);
    setSort(next);
    setPage(0);
  };
  const pages = projects.data ? Math.ceil(projects.data.total / pageSizes.adminLists) : 0;
  const dateKey: AdminProjectSortKey = scope.closed ? 'closed_at' : 'created_at';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {handle ? t(handle.title) : t('admin.titles.projects')}
      </Title>
      <TextInput
        label={t('adminProjects.search')}
        placeholder={t('adminProjects.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
        maw={360}
      />
      <Paper withBorder>
        {projects.isPending ? (
          <Center py="xl">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Center>
        ) : projects.isError ? (
          <Alert color="red" m="md" title={t('adminProjects.loadFailed')}>
            <Button variant="light" size="xs" onClick={() => projects.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : projects.data.rows.length === 0 ? (
          <Text p="md" c="dimmed">
            {debounced.trim() ? t('adminProjects.noMatches') : t('adminProjects.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label={t('adminProjects.columns.name')} column="name" sort={sort} onSort={onSort} />
                  <SortHeader label={t('adminProjects.columns.status')} column="status" sort={sort} onSort={onSort} />
                  <SortHeader label={t('adminProjects.columns.customer')} column="customer_name" sort={sort} onSort={onSort} />
                  <SortHeader label={t('adminProjects.columns.student')} column="student_name" sort={sort} onSort={onSort} />
                  <SortHeader label={t('adminProjects.columns.skill')} column="skill_name" sort={sort} onSort={onSort} />
                  <SortHeader
                    label={t(scope.closed ? 'adminProjects.columns.closed' : 'adminProjects.columns.created')}
                    column={dateKey}
                    sort={sort}
                    onSort={onSort}
                  />
                  <Table.Th>
                    <VisuallyHidden>{t('adminProjects.columns.conversation')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {projects.data.rows.map((project) => (
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
                      <Badge variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
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
                      {dayjs(scope.closed ? endedAt(project) : project.created_at).format('YYYY-MM-DD')}
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {conversationOf && <ProjectConversationDialog project={conversationOf} onClose={() => setConversationOf(null)} />}
      {pages > 1 && <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} />}
    </Stack>
  );
}

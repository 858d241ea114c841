import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { useStaffListPage } from '../../../components/staff-table/use-staff-list-page.ts';
import { SearchToolbar } from '../../../components/ui/search-toolbar.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { messagePreview } from '../../../lib/text-preview.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type ArchiveFilter, type ProjectFilter, useAdminConversations } from '../api/get-admin-conversations.ts';
import { staffViewpoint } from '../conversation-party.ts';

const searchDelayMs = 300;
const projectFilters: ProjectFilter[] = ['all', 'with', 'without'];
const archiveFilters: ArchiveFilter[] = ['all', 'active', 'archived'];

/**
 * The back office's 'Samtaler': every conversation (projects, welcome threads, staff threads), newest
 * activity first, searched by either party or the project and filtered by project and archive; each row
 * opens the staff view as its customer (or student) sees it.
 */
export function AdminConversationsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  const [project, setProject] = useState<ProjectFilter>('all');
  const [archive, setArchive] = useState<ArchiveFilter>('all');
  const paging = useStaffListPage();
  const { page, resetPage } = paging;
  const conversations = useAdminConversations({ search: debouncedSearch, project, archive, page });
  const filtered = debouncedSearch.trim() !== '' || project !== 'all' || archive !== 'all';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('adminConversations.title')}
      </Title>
      <SearchToolbar
        label={t('adminConversations.search')}
        placeholder={t('adminConversations.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          resetPage();
        }}
      />
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('adminConversations.projectFilter')}
          value={project}
          onChange={(value) => {
            setProject(value as ProjectFilter);
            resetPage();
          }}
          data={projectFilters.map((value) => ({ value, label: t(`adminConversations.project.${value}`) }))}
        />
        <SegmentedControl
          aria-label={t('adminConversations.archiveFilter')}
          value={archive}
          onChange={(value) => {
            setArchive(value as ArchiveFilter);
            resetPage();
          }}
          data={archiveFilters.map((value) => ({ value, label: t(`adminConversations.archive.${value}`) }))}
        />
      </Group>
      <StaffTable
        query={conversations}
        label={t('adminConversations.title')}
        loadFailed={t('adminConversations.loadFailed')}
        empty={t(filtered ? 'adminConversations.noMatches' : 'adminConversations.empty')}
        summary={(data) => (
          <Text size="sm" c="dimmed">
            {t('adminConversations.total', { count: data.total })}
          </Text>
        )}
        minWidth={760}
        columns={[
          { label: t('adminConversations.columns.conversation') },
          { label: t('adminConversations.columns.parties') },
          { label: t('adminConversations.columns.latestMessage') },
          { label: t('adminConversations.columns.latest') },
        ]}
        paging={{ page: paging, pageSize: pageSizes.adminLists }}
        renderRow={(conversation) => {
          const viewpoint = staffViewpoint(conversation);
          const title = conversation.project?.name ?? t('userConversations.noProject');
          return (
            <Table.Tr key={conversation.id}>
              <Table.Td>
                {viewpoint ? (
                  <Anchor component={Link} to={`/administration/conversations/${conversation.id}/${viewpoint.user_id}`}>
                    {title}
                  </Anchor>
                ) : (
                  title
                )}
                {conversation.archived_at ? (
                  <Badge color="gray" variant="light" ml="xs">
                    {t('staffConversation.archived')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                {[conversation.sender, conversation.addressee]
                  .map((party) => (party ? `${party.name} (${t(`adminConversations.accountType.${party.account_type}`)})` : '–'))
                  .join(' · ')}
              </Table.Td>
              <Table.Td>
                {/* A deleted message is emptied, never removed (decision 018). */}
                <Text size="sm" c="dimmed" fs={conversation.latest_message?.content === '' ? 'italic' : undefined}>
                  {!conversation.latest_message
                    ? t('conversation.noMessagePreview')
                    : conversation.latest_message.content === ''
                      ? t('conversation.deleted')
                      : messagePreview(conversation.latest_message.content)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(conversation.updated_at, 'shortDayTime')}</Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}

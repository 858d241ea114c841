import { Anchor, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import { useState } from 'react';
import { Link } from 'react-router';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { ListQueryStates } from '../../../components/ui/list-query-states.tsx';
import { SearchToolbar } from '../../../components/ui/search-toolbar.tsx';
import { SortableHeader } from '../../../components/ui/sortable-header.tsx';
import { danishTime } from '../../../lib/dayjs.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  type AdminCustomerSortKey,
  type AdminCustomersQuery,
  adminCustomersListQuery,
  useAdminCustomers,
} from '../api/get-admin-customers.ts';

const searchDelayMs = 300;
const badgeStyles = { label: { overflow: 'visible' } } as const;

const columns: { key: AdminCustomerSortKey; label: 'name' | 'email' | 'company' | 'city' | 'created' }[] = [
  { key: 'name', label: 'name' },
  { key: 'email', label: 'email' },
  { key: 'company_name', label: 'company' },
  { key: 'city', label: 'city' },
  { key: 'created_at', label: 'created' },
];

/**
 * The staff customer table (/administration/customers and its child 'Med aktive projekter'): searched,
 * sorted and paged by the server, so it stays correct however many customers there are.
 */
export function AdminCustomersPage({ activeProjectsOnly = false }: { activeProjectsOnly?: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  const [sort, setSort] = useState<AdminCustomersQuery['sort']>({ key: 'created_at', direction: 'DESC' });
  const [page, setPage] = useState(0);
  const customers = useAdminCustomers({ search: debouncedSearch, activeProjectsOnly, sort, page });

  const sortBy = (key: AdminCustomerSortKey) => {
    setSort((current) =>
      current.key === key ? { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' } : { key, direction: 'ASC' },
    );
    setPage(0);
  };
  const pages = Math.ceil((customers.data?.total ?? 0) / pageSizes.adminLists);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(activeProjectsOnly ? 'adminCustomers.titleActiveProjects' : 'adminCustomers.title')}
      </Title>
      <SearchToolbar
        label={t('adminCustomers.search')}
        placeholder={t('adminCustomers.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
      >
        <CsvExportButton
          path="/customers.csv"
          query={adminCustomersListQuery({ search: debouncedSearch, activeProjectsOnly, sort })}
          fileName="kunder"
        />
      </SearchToolbar>
      <ListQueryStates
        query={customers}
        loadFailed={t('adminCustomers.loadFailed')}
        empty={t(debouncedSearch.trim() ? 'adminCustomers.noMatches' : 'adminCustomers.empty')}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {t('adminCustomers.total', { count: data.total })}
            </Text>
            {/* On a phone the table scrolls sideways inside its own box instead of widening the page. */}
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover aria-label={t('adminCustomers.title')}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <SortableHeader
                        key={column.key}
                        direction={sort.key === column.key ? sort.direction : undefined}
                        onSort={() => sortBy(column.key)}
                      >
                        {t(`adminCustomers.columns.${column.label}`)}
                      </SortableHeader>
                    ))}
                    <Table.Th>{t('adminCustomers.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((customer) => (
                    <Table.Tr key={customer.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/administration/customers/${customer.id}`}>
                          {customer.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{customer.email}</Table.Td>
                      <Table.Td>{customer.company_name ?? '–'}</Table.Td>
                      <Table.Td>{customer.city ?? '–'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{danishTime(customer.created_at).format('YYYY-MM-DD')}</Table.Td>
                      <Table.Td>
                        {/* Light badges: white on the filled green or gray is below AA contrast at badge size. The
                          label may not shrink into an ellipsis when long e-mails squeeze the columns. */}
                        {customer.user?.activated === false ? (
                          <Badge color="gray" variant="light" styles={badgeStyles}>
                            {t('adminCustomers.deactivated')}
                          </Badge>
                        ) : (
                          <Badge variant="light" styles={badgeStyles}>
                            {t('adminCustomers.activated')}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? (
              <Group justify="center">
                <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} />
              </Group>
            ) : null}
          </>
        )}
      </ListQueryStates>
    </Stack>
  );
}

export function AdminActiveProjectCustomersPage() {
  return <AdminCustomersPage activeProjectsOnly />;
}

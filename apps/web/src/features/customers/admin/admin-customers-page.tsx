import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import { useState } from 'react';
import { Link } from 'react-router';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { nextStaffSort } from '../../../components/staff-table/next-sort.ts';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { useStaffListPage } from '../../../components/staff-table/use-staff-list-page.ts';
import { SearchToolbar } from '../../../components/ui/search-toolbar.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  type AdminCustomerSortKey,
  type AdminCustomersQuery,
  adminCustomersListQuery,
  useAdminCustomers,
} from '../api/get-admin-customers.ts';

const searchDelayMs = 300;
const badgeStyles = { label: { overflow: 'visible' } } as const;

const sortedColumns: { key: AdminCustomerSortKey; label: 'name' | 'email' | 'company' | 'city' | 'created' }[] = [
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
  const paging = useStaffListPage();
  const { page, resetPage } = paging;
  const customers = useAdminCustomers({ search: debouncedSearch, activeProjectsOnly, sort, page });

  const sortBy = (key: AdminCustomerSortKey) => {
    setSort((current) => nextStaffSort(current, key));
    resetPage();
  };

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
          resetPage();
        }}
      >
        <CsvExportButton
          path="/customers.csv"
          query={adminCustomersListQuery({ search: debouncedSearch, activeProjectsOnly, sort })}
          fileName="kunder"
        />
      </SearchToolbar>
      <StaffTable
        query={customers}
        label={t('adminCustomers.title')}
        loadFailed={t('adminCustomers.loadFailed')}
        empty={t(debouncedSearch.trim() ? 'adminCustomers.noMatches' : 'adminCustomers.empty')}
        summary={(data) => (
          <Text size="sm" c="dimmed">
            {t('adminCustomers.total', { count: data.total })}
          </Text>
        )}
        minWidth={720}
        columns={[
          ...sortedColumns.map((column) => ({ label: t(`adminCustomers.columns.${column.label}`), sortKey: column.key })),
          { label: t('adminCustomers.columns.status') },
        ]}
        sort={sort}
        onSort={sortBy}
        paging={{ page: paging, pageSize: pageSizes.adminLists }}
        renderRow={(customer) => (
          <Table.Tr key={customer.id}>
            <Table.Td>
              <Anchor component={Link} to={`/administration/customers/${customer.id}`}>
                {customer.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{customer.email}</Table.Td>
            <Table.Td>{customer.company_name ?? '–'}</Table.Td>
            <Table.Td>{customer.city ?? '–'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(customer.created_at, 'isoDay')}</Table.Td>
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
        )}
      />
    </Stack>
  );
}

export function AdminActiveProjectCustomersPage() {
  return <AdminCustomersPage activeProjectsOnly />;
}

import { Alert, Button, Group, Menu, Modal, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Invoice, InvoiceStatus } from '@studiekraft/shared/schemas/invoices';
import { useState } from 'react';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { useStaffListPage } from '../../../components/staff-table/use-staff-list-page.ts';
import { danishTime } from '../../../lib/danish-time.ts';
import { formatDate, formatNow } from '../../../lib/format-date.ts';
import { formatKronerWithOre } from '../../../lib/format-money.ts';
import type { Language } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  downloadInvoicePdf,
  downloadInvoiceUbl,
  type InvoiceAction,
  invoicesPageSize,
  useInvoiceAction,
  useInvoices,
  useInvoiceTotals,
} from '../api/invoices.ts';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { formatInvoiceDate } from '../invoice-format.ts';
import { RefundDueNote } from './refund-due-note.tsx';

const statusFilters: (InvoiceStatus | 'all')[] = ['all', 'open', 'overdue', 'paid', 'credited'];

/** Open, overdue and paid per month, the last six months (GET /invoices/totals). */
function MonthTotals() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const to = formatNow('isoMonth');
  const from = formatDate(danishTime().subtract(5, 'month'), 'isoMonth');
  const totals = useInvoiceTotals(from, to);
  if (totals.isPending) return null;
  if (totals.isError) return <Alert color="red">{t('adminInvoices.totalsFailed')}</Alert>;
  return (
    // Paid months with four-digit sums are wider than a phone: a region that scrolls must take keyboard
    // focus, so a keyboard user can scroll it too (axe's scrollable-region-focusable).
    <Table.ScrollContainer
      minWidth={320}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('adminInvoices.totalsTitle') },
      }}
    >
      <Table withTableBorder fz="sm" aria-label={t('adminInvoices.totalsTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminInvoices.month')}</Table.Th>
            <Table.Th ta="right">{t('invoices.status.open')}</Table.Th>
            <Table.Th ta="right">{t('invoices.status.overdue')}</Table.Th>
            <Table.Th ta="right">{t('invoices.status.paid')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...totals.data].reverse().map((row) => (
            <Table.Tr key={row.month}>
              <Table.Td>{formatDate(`${row.month}-01`, 'shortMonth', language)}</Table.Td>
              <Table.Td ta="right">{formatKronerWithOre(row.open, language)}</Table.Td>
              <Table.Td ta="right">{formatKronerWithOre(row.overdue, language)}</Table.Td>
              <Table.Td ta="right">{formatKronerWithOre(row.paid, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /administration/invoices (decision 025): every invoice and credit note, filtered by status and searched by
 * number or buyer, with the month totals; row actions mark paid, credit (after a confirmation), resend, download.
 */
export function AdminInvoicesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('all');
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, 300);
  const paging = useStaffListPage();
  const { page, resetPage } = paging;
  const list = useInvoices({ status, search, page });
  const action = useInvoiceAction();
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const run = (invoice: Invoice, kind: InvoiceAction) => {
    setNotice(null);
    setFailed(null);
    action.mutate(
      { id: invoice.id, action: kind },
      {
        onSuccess: (saved) => {
          setCrediting(null);
          // A paid invoice credited: the refund is staff's to make by hand (issue 34), so the notice says so.
          const refund = kind === 'credit' && invoice.status === 'paid';
          setNotice(
            t(refund ? 'adminInvoices.done.creditRefund' : `adminInvoices.done.${kind}`, {
              number: kind === 'credit' ? saved.number : invoice.number,
              total: formatKronerWithOre(invoice.total, language),
            }),
          );
        },
        onError: () => setFailed(t('adminInvoices.actionFailed', { number: invoice.number })),
      },
    );
  };
  const download = (invoice: Invoice) => downloadInvoicePdf(invoice).catch(() => setFailed(t('invoices.downloadFailed')));
  const downloadUbl = (invoice: Invoice) => downloadInvoiceUbl(invoice).catch(() => setFailed(t('invoices.downloadFailed')));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin.titles.invoices')}
      </Title>
      <MonthTotals />
      <Group align="end" wrap="wrap">
        {/* A select rather than a segmented control: five statuses do not fit side by side at 375 px. */}
        <NativeSelect
          label={t('adminInvoices.filter')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as InvoiceStatus | 'all');
            resetPage();
          }}
          data={statusFilters.map((value) => ({
            value,
            label: value === 'all' ? t('adminInvoices.all') : t(`invoices.status.${value}`),
          }))}
        />
        <TextInput
          label={t('adminInvoices.search')}
          placeholder={t('adminInvoices.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => {
            setSearchInput(event.currentTarget.value);
            resetPage();
          }}
        />
      </Group>
      {notice ? (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {failed ? (
        <Alert color="red" withCloseButton onClose={() => setFailed(null)}>
          {failed}
        </Alert>
      ) : null}
      <StaffTable
        query={list}
        label={t('admin.titles.invoices')}
        loadFailed={t('invoices.loadFailed')}
        empty={t('adminInvoices.empty')}
        minWidth={300}
        tableProps={{ striped: true, verticalSpacing: 'xs' }}
        columns={[
          { label: t('invoices.number') },
          { label: t('adminInvoices.customer'), visibleFrom: 'sm' },
          { label: t('adminInvoices.issued'), visibleFrom: 'sm' },
          { label: t('invoices.dueDate'), visibleFrom: 'sm' },
          { label: t('invoices.total'), ta: 'right' },
          { label: t('invoices.statusLabel'), visibleFrom: 'sm' },
          { label: t('adminInvoices.actions'), hiddenLabel: true },
        ]}
        paging={{ page: paging, pageSize: invoicesPageSize }}
        renderRow={(invoice) => {
          const open = invoice.kind === 'invoice' && (invoice.status === 'open' || invoice.status === 'overdue');
          // A paid invoice can be credited too (issue 34); credited ones and credit notes are settled.
          const creditable = open || (invoice.kind === 'invoice' && invoice.status === 'paid');
          return (
            <Table.Tr key={invoice.id} data-testid={`invoice-row-${invoice.number}`}>
              <Table.Td>
                {/* A number or a date split over two lines reads as two values. */}
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {invoice.number}
                </Text>
                {invoice.kind === 'credit_note' ? (
                  <Text size="xs" c="dimmed">
                    {t('adminInvoices.creditNote')}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {invoice.customer.name}
                </Text>
                {/* On a phone the status column is folded in here. */}
                <Group hiddenFrom="sm" mt={4}>
                  <InvoiceStatusBadge status={invoice.status} />
                </Group>
                <RefundDueNote invoice={invoice} hiddenFrom="sm" />
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                {invoice.customer.name}
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatInvoiceDate(invoice.issued_at)}
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {invoice.kind === 'invoice' ? formatInvoiceDate(invoice.due_date) : '–'}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKronerWithOre(invoice.total, language)}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <InvoiceStatusBadge status={invoice.status} />
                <RefundDueNote invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="default"
                      loading={action.isPending && action.variables?.id === invoice.id}
                      aria-label={t('adminInvoices.actionsFor', { number: invoice.number })}
                    >
                      {t('adminInvoices.actions')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => download(invoice)}>{t('adminInvoices.download')}</Menu.Item>
                    <Menu.Item onClick={() => downloadUbl(invoice)}>{t('adminInvoices.downloadUbl')}</Menu.Item>
                    {open ? <Menu.Item onClick={() => run(invoice, 'paid')}>{t('adminInvoices.markPaid')}</Menu.Item> : null}
                    {creditable ? (
                      <Menu.Item color="red" onClick={() => setCrediting(invoice)}>
                        {t('adminInvoices.credit')}
                      </Menu.Item>
                    ) : null}
                    <Menu.Item onClick={() => run(invoice, 'resend')}>{t('adminInvoices.resend')}</Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
      <Modal opened={crediting !== null} onClose={() => setCrediting(null)} title={t('adminInvoices.creditTitle')}>
        <Stack gap="md">
          <Text>
            {t('adminInvoices.creditQuestion', {
              number: crediting?.number ?? '',
              total: crediting ? formatKronerWithOre(crediting.total, language) : '',
            })}
          </Text>
          <Text>{t('adminInvoices.creditPayout')}</Text>
          {crediting?.status === 'paid' ? (
            <Alert color="orange" c="orange.9">
              {t('adminInvoices.creditPaidWarning', { total: formatKronerWithOre(crediting.total, language) })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCrediting(null)}>
              {t('adminInvoices.cancel')}
            </Button>
            <Button color="red" loading={action.isPending} onClick={() => crediting && run(crediting, 'credit')}>
              {t('adminInvoices.confirmCredit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

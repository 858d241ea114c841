import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ListQueryStates } from '../../../components/ui/list-query-states.tsx';
import { formatKronerWithOre } from '../../../lib/format-money.ts';
import type { Language } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useInvoices } from '../api/invoices.ts';
import { formatInvoiceDate } from '../invoice-format.ts';
import { InvoiceDownloadButton } from './invoice-download-button.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** The customer's overview: their invoices and credit notes, newest first, each downloadable. */
export function CustomerInvoiceList() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const list = useInvoices({ status: 'all', search: '', page: 0 });
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('invoices.overviewTitle')}
      </Title>
      <ListQueryStates query={list} loadFailed={t('invoices.loadFailed')} empty={t('invoices.emptyCustomer')}>
        {(data) => (
          <Stack gap="xs">
            {data.rows.map((invoice) => (
              <Paper key={invoice.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>
                        {t(invoice.kind === 'credit_note' ? 'invoices.creditNoteNumber' : 'invoices.invoiceNumber', {
                          number: invoice.number,
                        })}
                      </Text>
                      <InvoiceStatusBadge status={invoice.status} />
                    </Group>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {invoice.project?.name ?? ''}
                    </Text>
                    <Text size="sm">
                      {formatKronerWithOre(invoice.total, language)}
                      {invoice.kind === 'invoice'
                        ? ` · ${t('invoices.dueShort', { date: formatInvoiceDate(invoice.due_date) })}`
                        : ''}
                    </Text>
                  </Stack>
                  <InvoiceDownloadButton invoice={invoice} />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </ListQueryStates>
    </Stack>
  );
}

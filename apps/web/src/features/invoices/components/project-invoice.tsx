import { Alert, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatKronerWithOre } from '../../../lib/format-money.ts';
import type { Language } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useProjectInvoice } from '../api/invoices.ts';
import { formatInvoiceDate } from '../invoice-format.ts';
import { InvoiceDownloadButton } from './invoice-download-button.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** The conversation's details panel: the invoice of a finalized project, for the customer and staff. */
export function ProjectInvoice({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const invoice = useProjectInvoice(projectId, true);
  if (invoice.isPending) return <Loader size="xs" role="status" aria-label={t('common.loading')} />;
  if (invoice.isError) return <Alert color="red">{t('invoices.loadFailed')}</Alert>;
  if (!invoice.data) return null;
  const i = invoice.data;
  const rows: [string, React.ReactNode][] = [
    [t('invoices.number'), i.number],
    [t('invoices.total'), formatKronerWithOre(i.total, language)],
    [t('invoices.dueDate'), formatInvoiceDate(i.due_date)],
    [t('invoices.statusLabel'), <InvoiceStatusBadge key="status" status={i.status} />],
  ];
  return (
    <Stack gap="xs" data-testid="project-invoice">
      <Title order={2} size="h5">
        {t('invoices.projectTitle')}
      </Title>
      <Table variant="vertical" withTableBorder={false} fz="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <InvoiceDownloadButton invoice={i} />
      </Group>
      {i.status === 'credited' ? (
        <Text size="xs" c="dimmed">
          {t('invoices.creditedNote')}
        </Text>
      ) : null}
    </Stack>
  );
}

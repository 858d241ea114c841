import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { PayoutMonthSummary, PayoutStatus } from '@studiekraft/shared/schemas/payouts';
import { useState } from 'react';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { formatKronerWithOre } from '../../../lib/format-money.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { payoutLinesLimit, useMarkMonthPaid, usePayoutMonth, usePayoutMonths } from '../api/payouts.ts';
import { formatMonth } from '../format-month.ts';
import { PayoutRatesSection } from './payout-rates-section.tsx';

/** Badge colours per status; the darkest shade as text, since Mantine's light labels miss AA contrast (axe). */
const statusColors: Record<PayoutStatus, string> = { pending: 'orange', paid: 'green', cancelled: 'gray' };

/**
 * The lines of one month: student, project, invoice, pay, holiday pay and status. A line whose invoice was
 * credited before it was paid is cancelled (struck through, never paid); a reversal deducts a paid line's pay
 * after its invoice was credited (issue 34). Each says so under the student.
 */
function MonthLines({ month }: { month: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const lines = usePayoutMonth(month);
  return (
    <>
      {/* At 375 px the student cell carries the project and invoice (wider screens get their own columns), so
          the table fits without a scrolling region. */}
      <StaffTable
        query={lines}
        label={t('payouts.admin.linesOf', { month: formatMonth(month, language) })}
        loadFailed={t('payouts.admin.linesFailed')}
        empty={t('payouts.admin.noLines')}
        tableProps={{ striped: true, verticalSpacing: 'xs', horizontalSpacing: 'xs' }}
        columns={[
          { label: t('payouts.admin.student') },
          { label: t('payouts.admin.project'), visibleFrom: 'sm' },
          { label: t('payouts.admin.invoice'), visibleFrom: 'sm' },
          { label: t('payouts.admin.pay') },
          { label: t('payouts.admin.status') },
        ]}
        renderRow={(line) => (
          <Table.Tr key={line.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm">{line.student?.name ?? t('payouts.admin.deleted')}</Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {[line.project?.name, line.invoice?.number].filter(Boolean).join(' · ')}
              </Text>
              {line.status === 'cancelled' ? (
                <Text size="xs" c="dimmed">
                  {t('payouts.admin.cancelledNote')}
                </Text>
              ) : line.kind === 'reversal' ? (
                <Text size="xs" c="dimmed">
                  {t('payouts.admin.reversalNote')}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.project?.name ?? '–'}
            </Table.Td>
            <Table.Td visibleFrom="sm">{line.invoice?.number ?? '–'}</Table.Td>
            <Table.Td>
              <Text size="sm" td={line.status === 'cancelled' ? 'line-through' : undefined}>
                {formatKronerWithOre(line.pay, language)}
              </Text>
              <Text size="xs" c="dimmed" td={line.status === 'cancelled' ? 'line-through' : undefined}>
                {line.holiday_pay < 0
                  ? t('earnings.holidayPayDeducted', { amount: formatKronerWithOre(-line.holiday_pay, language) })
                  : t('earnings.holidayPay', { amount: formatKronerWithOre(line.holiday_pay, language) })}
              </Text>
            </Table.Td>
            <Table.Td>
              {/* The darkest shade as text: Mantine's light yellow and green labels miss AA contrast (axe).
                Its full width: at 375 px the table would otherwise cut 'Afventer' to 'Af…'. */}
              <Badge
                variant="light"
                color={statusColors[line.status]}
                c={`${statusColors[line.status]}.9`}
                style={{ minWidth: 'max-content' }}
              >
                {t(`payouts.status.${line.status}`)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        )}
      />
      {lines.data && lines.data.total > payoutLinesLimit ? <Text size="sm">{t('payouts.admin.moreInCsv')}</Text> : null}
    </>
  );
}

/**
 * /administration/payouts (decision 026): months with their totals, the lines of the chosen month, 'Markér
 * måned som udbetalt' after a confirmation, the payroll CSV of the month, and each level's share.
 */
export function AdminPayoutsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const summary = usePayoutMonths();
  const markPaid = useMarkMonthPaid();
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PayoutMonthSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const month = chosen ?? summary.data?.rows[0]?.month ?? null;
  const current = summary.data?.rows.find((entry) => entry.month === month) ?? null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin.titles.payouts')}
      </Title>
      {notice ? (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {/* Three columns on a phone (paid folds away) fit 375 px without a scrolling region. */}
      <StaffTable
        query={summary}
        label={t('payouts.admin.months')}
        loadFailed={t('payouts.admin.loadFailed')}
        empty={t('payouts.admin.empty')}
        tableProps={{ verticalSpacing: 'xs', horizontalSpacing: 'xs', highlightOnHover: true }}
        columns={[
          { label: t('earnings.month') },
          { label: t('payouts.admin.total') },
          { label: t('earnings.pending') },
          { label: t('earnings.paid'), visibleFrom: 'sm' },
        ]}
        renderRow={(entry) => (
          <Table.Tr key={entry.month} bg={entry.month === month ? 'var(--mantine-primary-color-light)' : undefined}>
            <Table.Td>
              <UnstyledButton
                onClick={() => setChosen(entry.month)}
                aria-pressed={entry.month === month}
                style={{ textDecoration: 'underline' }}
              >
                {formatMonth(entry.month, language)}
              </UnstyledButton>
            </Table.Td>
            <Table.Td>{formatKronerWithOre(entry.earned.total, language)}</Table.Td>
            <Table.Td>{formatKronerWithOre(entry.pending.total, language)}</Table.Td>
            <Table.Td visibleFrom="sm">{formatKronerWithOre(entry.paid.total, language)}</Table.Td>
          </Table.Tr>
        )}
      />
      {month && current ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payout-month-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="payout-month-title">
              {formatMonth(month, language)}
            </Title>
            <Text size="sm">
              {t('payouts.admin.monthTotals', {
                pay: formatKronerWithOre(current.earned.pay, language),
                holiday: formatKronerWithOre(current.earned.holiday_pay, language),
                lines: current.earned.lines,
              })}
            </Text>
            {current.cancelled.lines > 0 ? (
              <Text size="sm">
                {t('payouts.admin.monthCancelled', {
                  total: formatKronerWithOre(current.cancelled.total, language),
                  count: current.cancelled.lines,
                })}
              </Text>
            ) : null}
            <Group gap="sm">
              <Button
                disabled={current.pending.lines === 0}
                onClick={() => {
                  markPaid.reset();
                  setConfirming(current);
                }}
              >
                {t('payouts.admin.markPaid')}
              </Button>
              <CsvExportButton path="/payouts.csv" query={{ month }} fileName={`udbetalinger-${month}`} />
            </Group>
            <MonthLines month={month} />
          </Stack>
        </Paper>
      ) : null}
      <PayoutRatesSection />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('payouts.admin.confirmTitle')}>
        <Stack gap="md">
          <Text>
            {confirming
              ? t('payouts.admin.confirmQuestion', {
                  month: formatMonth(confirming.month, language),
                  lines: confirming.pending.lines,
                  total: formatKronerWithOre(confirming.pending.total, language),
                })
              : null}
          </Text>
          {markPaid.isError ? <Alert color="red">{t('payouts.admin.markFailed')}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('payouts.admin.cancel')}
            </Button>
            <Button
              loading={markPaid.isPending}
              onClick={() =>
                confirming &&
                markPaid.mutate(confirming.month, {
                  onSuccess: (result) => {
                    setConfirming(null);
                    setNotice(t('payouts.admin.markedPaid', { count: result.paid_lines }));
                  },
                })
              }
            >
              {t('payouts.admin.confirmMarkPaid')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

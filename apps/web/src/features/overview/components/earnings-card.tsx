import { Alert, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatKronerWithOre } from '../../../lib/format-money.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { usePayoutSummary } from '../../payouts/api/payouts.ts';
import { formatMonth } from '../../payouts/format-month.ts';

/**
 * 'Din indtjening' on a student's overview (decision 026): per month what they earned, what waits to be paid
 * and what is paid, in kr. excl. VAT, with holiday pay (feriepenge) on its own line under each amount; what a
 * credited invoice cancelled is said under the month (issue 34).
 */
export function EarningsCard() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const summary = usePayoutSummary();
  const money = (amount: { pay: number; holiday_pay: number }) => (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {formatKronerWithOre(amount.pay, language)}
      </Text>
      <Text size="xs" c="dimmed">
        {/* A deduction (a reversal) says minus, not '+ -109,69 kr.'. */}
        {amount.holiday_pay < 0
          ? t('earnings.holidayPayDeducted', { amount: formatKronerWithOre(-amount.holiday_pay, language) })
          : t('earnings.holidayPay', { amount: formatKronerWithOre(amount.holiday_pay, language) })}
      </Text>
    </Stack>
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="earnings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="earnings-title">
          {t('earnings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('earnings.intro')}
        </Text>
        {summary.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          </Center>
        ) : summary.isError ? (
          <Alert color="red" title={t('earnings.loadFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => summary.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : summary.data.length === 0 ? (
          <Text c="dimmed">{t('earnings.empty')}</Text>
        ) : (
          // Three amount columns under a row per month fit 375 px without a scrolling region (which would
          // need its own keyboard focus); four columns side by side did not.
          <Table verticalSpacing={4} horizontalSpacing="xs" aria-labelledby="earnings-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('earnings.earned')}</Table.Th>
                <Table.Th>{t('earnings.pending')}</Table.Th>
                <Table.Th>{t('earnings.paid')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {summary.data.map((month) => (
              <Table.Tbody key={month.month}>
                <Table.Tr>
                  <Table.Th colSpan={3} scope="colgroup" pt="sm">
                    {formatMonth(month.month, language)}
                  </Table.Th>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{money(month.earned)}</Table.Td>
                  <Table.Td>{money(month.pending)}</Table.Td>
                  <Table.Td>{money(month.paid)}</Table.Td>
                </Table.Tr>
                {/* Lines whose invoice was credited before they were paid: never earned, said apart (issue 34). */}
                {month.cancelled.lines > 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={3}>
                      <Text size="xs" c="dimmed">
                        {t('earnings.cancelled', { amount: formatKronerWithOre(month.cancelled.pay, language) })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            ))}
          </Table>
        )}
        {/* A reversal (an invoice credited after the pay went out) makes a month's amounts negative. */}
        {summary.data?.some((month) => month.earned.pay < 0) ? (
          <Text size="xs" c="dimmed">
            {t('earnings.deducted')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

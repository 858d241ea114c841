import '@mantine/dates/styles.css';
import { Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { type DatePeriod, datePeriods } from '@studiekraft/shared/schemas/date-periods';
import { useState } from 'react';
import { danishTime } from '../../../lib/danish-time.ts';
import { formatDate, formatNow } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { MissingSettingsNotice } from '../../site-settings/admin/missing-settings-notice.tsx';
import { useSignupsByPeriod } from '../api/get-signups-by-period.ts';
import { DashboardCounts } from './dashboard-counts.tsx';
import { DashboardTrendChart } from './dashboard-trend-chart.tsx';

/** /administration: the marketplace at a glance (spec sections 2 and 9). Default: this month, per day. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<DatePeriod>('day');
  const [range, setRange] = useState<DatesRangeValue<string>>(() => [
    formatDate(danishTime().startOf('month'), 'isoDay'),
    formatNow('isoDay'),
  ]);
  // Asking only once both ends are picked keeps a half-chosen range from flashing a one-day chart.
  const [from, to] = range;
  const [applied, setApplied] = useState({ from: range[0] ?? '', to: range[1] ?? '' });
  const onRange = (value: DatesRangeValue<string>) => {
    setRange(value);
    if (value[0] && value[1]) setApplied({ from: value[0], to: value[1] });
  };
  const signups = useSignupsByPeriod({ period, ...applied });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('titles.administration')}
      </Title>
      <MissingSettingsNotice />
      <DashboardCounts />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dashboard-chart">
        <Stack gap="md">
          <Title order={2} size="h4" id="dashboard-chart">
            {t('admin.dashboard.chartTitle')}
          </Title>
          <Group gap="md" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label={t('admin.dashboard.periodLabel')}
              value={period}
              onChange={(value) => setPeriod(value as DatePeriod)}
              data={datePeriods.map((value) => ({ value, label: t(`admin.dashboard.period.${value}`) }))}
            />
            <DatePickerInput
              type="range"
              label={t('admin.dashboard.range')}
              valueFormat="DD-MM-YYYY"
              value={[from, to]}
              onChange={onRange}
              maxDate={formatNow('isoDay')}
              miw={240}
            />
          </Group>
          <DashboardTrendChart
            points={signups.data}
            isPending={signups.isPending}
            isError={signups.isError}
            onRetry={() => signups.refetch()}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Alert, Button, Center, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { SignupsPoint } from '../api/get-signups-by-period.ts';
import { dashboardChartScale } from '../dashboard-chart-scale.ts';

interface Props {
  points: SignupsPoint[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The trend of new students and customers; a hidden table carries the same numbers for screen readers. */
export function DashboardTrendChart({ points, isPending, isError, onRetry }: Props) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <Center h={300}>
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (isError || !points)
    return (
      <Alert color="red" title={t('admin.dashboard.chartFailed')}>
        <Button variant="light" size="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (points.every((point) => point.students === 0 && point.customers === 0))
    return (
      <Center h={120}>
        <Text c="dimmed">{t('admin.dashboard.chartEmpty')}</Text>
      </Center>
    );

  const scale = dashboardChartScale(Math.max(...points.map((point) => Math.max(point.students, point.customers))));
  const students = t('admin.dashboard.newStudents');
  const customers = t('admin.dashboard.newCustomers');
  return (
    <>
      <LineChart
        h={300}
        data={points}
        dataKey="label"
        withLegend
        curveType="monotone"
        series={[
          { name: 'students', label: students, color: 'blue.6' },
          { name: 'customers', label: customers, color: 'teal.6' },
        ]}
        yAxisProps={{ domain: [0, scale.max], ticks: scale.ticks, allowDecimals: false, interval: 0 }}
        // The chart is hidden from assistive technology (the table below carries its numbers), so recharts'
        // keyboard layer would be a focus stop inside aria-hidden that announces nothing.
        lineChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
      <VisuallyHidden>
        <table>
          <caption>{t('admin.dashboard.chartTitle')}</caption>
          <thead>
            <tr>
              <th>{t('admin.dashboard.periodLabel')}</th>
              <th>{students}</th>
              <th>{customers}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th>{point.label}</th>
                <td>{point.students}</td>
                <td>{point.customers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}

import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPrice } from '../../../lib/format-money.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDashboardCounts } from '../api/get-dashboard-counts.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }} aria-label={`${label}: ${value}`}>
          {value}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Students, customers, open projects and the total project value in kroner. */
export function DashboardCounts() {
  const { t } = useTranslation();
  const counts = useDashboardCounts();
  const language = currentLanguage();

  if (counts.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (counts.isError)
    return (
      <Alert color="red" title={t('admin.dashboard.countsFailed')}>
        <Button variant="light" size="xs" onClick={() => counts.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
      <Figure label={t('admin.dashboard.students')} value={formatNumber(counts.data.students, language)} />
      <Figure label={t('admin.dashboard.customers')} value={formatNumber(counts.data.customers, language)} />
      <Figure label={t('admin.dashboard.openProjects')} value={formatNumber(counts.data.stats.openProjects, language)} />
      <Figure label={t('admin.dashboard.projectValue')} value={formatPrice(counts.data.stats.projectValue, language)} />
    </SimpleGrid>
  );
}

import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useStudentStats } from '../api/get-student-stats.ts';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** The stats block above the staff student tables (spec section 2): totals, per level, waiting applications. */
export function StudentStatsBlock() {
  const { t } = useTranslation();
  const stats = useStudentStats();

  if (stats.isPending) return <Skeleton height={88} radius="md" aria-label={t('common.loading')} />;
  if (stats.isError) {
    return (
      <Alert color="red" title={t('adminStudents.stats.failed')}>
        <Button variant="light" color="red" size="xs" onClick={() => stats.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const { total, active, inactive, perLevel, applications } = stats.data;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('adminStudents.stats.label')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: Math.min(6, 3 + perLevel.length) }}>
          <Figure label={t('adminStudents.stats.total')} value={total} />
          <Figure label={t('adminStudents.stats.active')} value={active} />
          <Figure label={t('adminStudents.stats.inactive')} value={inactive} />
          {perLevel.map((level) => (
            <Figure key={level.level_id} label={level.name} value={level.count} />
          ))}
        </SimpleGrid>
        <Group gap="xs">
          {/* Every undecided application waits, whether it has been looked at ('Gennemset') or not. */}
          <Anchor component={Link} to="/administration/students/applications" fw={600}>
            {t('adminStudents.stats.applicationsWaiting', { count: applications.received + applications.reviewed })}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('adminStudents.stats.applicationsReviewed', { count: applications.reviewed })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

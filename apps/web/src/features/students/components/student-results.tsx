import { Alert, Button, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { StudentResults } from '../hooks/use-student-results.ts';
import { StudentCard } from './student-card.tsx';

function CardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" aria-hidden>
      <Group wrap="nowrap" align="flex-start">
        <Skeleton circle height={64} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={16} width="70%" />
          <Skeleton height={12} width="40%" />
          <Skeleton height={12} width="50%" />
        </Stack>
      </Group>
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt={8} width="80%" />
      <Skeleton height={36} mt="lg" />
    </Card>
  );
}

interface StudentResultsViewProps {
  results: StudentResults;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Memoised: the search page passes it a deferred `results`, so the render when a page of students arrives
 * skips the grid, and React renders the nine cards afterwards as a transition, in slices (decision 040).
 */
export const StudentResultsView = memo(function StudentResultsView({ results, page, onPageChange }: StudentResultsViewProps) {
  const { t } = useTranslation();
  const pageCount = Math.ceil(results.total / pageSizes.studentSearch);
  const grid = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

  if (results.isPending) {
    return (
      <SimpleGrid {...grid} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: pageSizes.studentSearch }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own.
          <CardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }

  if (results.isError) {
    return (
      <Alert color="danger" title={t('students.search.failed')}>
        <Button variant="light" color="danger" size="xs" onClick={results.refetch}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  if (results.rows.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center" role="status">
        {t('students.search.empty')}
      </Text>
    );
  }

  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed" role="status">
        {t('students.search.count', { count: results.total })}
      </Text>
      <SimpleGrid {...grid}>
        {results.rows.map((student) => (
          <StudentCard key={student.id} student={student} />
        ))}
      </SimpleGrid>
      {pageCount > 1 && (
        <Group justify="center" component="nav" aria-label={t('pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onPageChange}
            siblings={1}
            getItemProps={(item) => ({
              'aria-label': t('pagination.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
});

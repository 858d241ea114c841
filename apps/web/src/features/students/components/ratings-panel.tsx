import { Alert, Group, Loader, Pagination, Stack } from '@mantine/core';
import { pageSizes } from '@studiekraft/shared/constants/limits';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useStudentRatings } from '../api/get-student-ratings.ts';
import { RatingCard } from './rating-card.tsx';

/** The 'Udtalelser' tab: 3 ratings per page (spec section 9). */
export function RatingsPanel({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ratings = useStudentRatings(studentId, page - 1);
  const pageCount = Math.ceil((ratings.data?.total ?? 0) / pageSizes.ratings);

  if (ratings.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (ratings.isError) return <Alert color="danger">{t('ratings.failed')}</Alert>;

  return (
    <Stack gap="md" aria-busy={ratings.isPlaceholderData}>
      {ratings.data.rows.map((rating) => (
        <RatingCard key={rating.id} rating={rating} />
      ))}
      {pageCount > 1 && (
        <Group justify="center" component="nav" aria-label={t('ratings.pagination')}>
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            size="sm"
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
}

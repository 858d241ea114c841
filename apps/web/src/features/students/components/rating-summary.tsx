import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RatingStars } from './rating-stars.tsx';

/** Average stars with the count, or a plain note for students nobody has rated yet. */
export function RatingSummary({ average, count }: { average: number | null; count?: number }) {
  const { t } = useTranslation();
  if (average === null || average === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {t('ratings.none')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <RatingStars value={average} />
      {count !== undefined && count > 0 && (
        <Text size="sm" c="dimmed">
          {t('ratings.count', { count })}
        </Text>
      )}
    </Group>
  );
}

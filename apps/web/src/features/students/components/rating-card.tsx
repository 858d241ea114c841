import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { limits } from '@studiekraft/shared/constants/limits';
import type { Rating } from '@studiekraft/shared/schemas/students';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RatingStars } from './rating-stars.tsx';

/** Spec section 5: 4 or more is primary, 2 or more orange, anything lower danger. */
export function scoreColor(score: number): 'primary' | 'orange' | 'danger' {
  if (score >= 4) return 'primary';
  if (score >= 2) return 'orange';
  return 'danger';
}

/** Bodies over 180 characters are cut, with a 'Vis mere' / 'Vis mindre' toggle (spec section 5). */
export function RatingBody({ body }: { body: string }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const isLong = body.length > limits.ratingBodyCutChars;
  const shown = isLong && !isExpanded ? `${body.slice(0, limits.ratingBodyCutChars).trimEnd()}…` : body;

  return (
    <div>
      <Text size="sm" id={bodyId} style={{ whiteSpace: 'pre-line' }}>
        {shown}
      </Text>
      {isLong && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? t('ratings.showLess') : t('ratings.showMore')}
        </Anchor>
      )}
    </div>
  );
}

export function RatingCard({ rating }: { rating: Rating }) {
  const { t } = useTranslation();
  const color = scoreColor(rating.score);
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {/* An erased customer's rating keeps its score, not their words (issue 33). */}
            {rating.title || t('ratings.erasedTitle')}
          </Title>
          <Badge color={color} variant="filled" size="lg" aria-label={t('ratings.scoreLabel', { score: rating.score })}>
            {rating.score}/5
          </Badge>
        </Group>
        <RatingStars value={rating.score} size={16} color={`${color}.7`} />
        {rating.body && <RatingBody body={rating.body} />}
        <Text size="sm" c="dimmed">
          {rating.name}
          {rating.position ? `, ${rating.position}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

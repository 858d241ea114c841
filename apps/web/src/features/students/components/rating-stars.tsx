import { Group, type MantineColor } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { formatDecimal } from '../../../lib/format-number.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

const starCount = 5;

export type StarKind = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star: 3.5 gives 3 full, 1 half and 1 empty (spec section 9: 5 stars). */
export function starKinds(value: number): StarKind[] {
  const halves = Math.round(Math.min(Math.max(value, 0), starCount) * 2);
  return Array.from({ length: starCount }, (_, index) => {
    if (halves >= (index + 1) * 2) return 'full';
    if (halves === index * 2 + 1) return 'half';
    return 'empty';
  });
}

const icons = { full: IconStarFilled, half: IconStarHalfFilled, empty: IconStar } as const;

interface RatingStarsProps {
  value: number;
  size?: number;
  color?: MantineColor;
}

export function RatingStars({ value, size = 18, color = 'orange.6' }: RatingStarsProps) {
  const { t } = useTranslation();
  const label = t('ratings.starsLabel', { value: formatDecimal(value, currentLanguage()), max: starCount });
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={label} c={color}>
      {starKinds(value).map((kind, index) => {
        const Icon = icons[kind];
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions, never reordered.
        return <Icon key={index} size={size} data-star={kind} aria-hidden />;
      })}
    </Group>
  );
}

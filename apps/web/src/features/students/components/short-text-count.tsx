import { Text } from '@mantine/core';
import { limits } from '@studiekraft/shared/constants/limits';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * '42/75 tegn' under the short text, counted as it is saved (trimmed), and in red with how many too many
 * once past the limit: the fields no longer stop at a length (a paste was cut mid-word, issue 34), so the
 * count is what tells the student before the save refuses it.
 */
export function ShortTextCount({ text }: { text: string }) {
  const { t } = useTranslation();
  const count = text.trim().length;
  const over = count - limits.shortTextMax;
  return (
    <Text span inherit c={over > 0 ? 'red.8' : undefined} data-testid="short-text-count">
      {t('studentTexts.count', { count, max: limits.shortTextMax })}
      {over > 0 && ` – ${t('studentTexts.overBy', { count: over })}`}
    </Text>
  );
}

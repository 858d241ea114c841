import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.tsx';

/**
 * '42/75 tegn' under a text field, counted as it is saved (trimmed), and in red with how many too many
 * once past `max`. Text fields do not stop at a length (a paste was cut mid-word without a word, issue 34):
 * the count is what tells the writer before the save refuses the text.
 */
export function TextCount({ text, max, testId }: { text: string; max: number; testId?: string }) {
  const { t } = useTranslation();
  const count = text.trim().length;
  const over = count - max;
  return (
    <Text span inherit c={over > 0 ? 'red.8' : undefined} data-testid={testId}>
      {t('common.textCount', { count, max })}
      {over > 0 && ` – ${t('common.textOverBy', { count: over })}`}
    </Text>
  );
}

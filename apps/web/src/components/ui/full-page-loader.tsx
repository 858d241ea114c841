import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.tsx';

/** Shown while the automatic login settles and while a lazy page loads on first visit. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="primary" />
        <Text c="dimmed">{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}

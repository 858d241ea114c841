import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteHandle } from '../../../lib/route-handle.ts';

/** Administration screens arrive in later issues; until then each says so under its own title. */
export function AdminPlaceholderPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { id } = useParams();

  return (
    <Paper withBorder p="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {handle ? t(handle.title) : null}
          {id ? ` #${id}` : null}
        </Title>
        <Text c="dimmed">{t('common.comingSoon')}</Text>
      </Stack>
    </Paper>
  );
}

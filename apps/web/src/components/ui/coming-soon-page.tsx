import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteHandle } from '../../lib/route-handle.ts';

/**
 * The honest stand-in for screens later issues build: the route's own title and a plain note that
 * it is not there yet, rather than a mock that pretends to work.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();

  return (
    <Container py={64}>
      <Stack gap="md" align="flex-start" maw={640}>
        <ThemeIcon size={48} radius="xl" variant="light" color="orange" aria-hidden>
          <IconHammer size={26} />
        </ThemeIcon>
        <Title order={1}>{handle ? t(handle.title) : null}</Title>
        <Text size="lg" c="dimmed">
          {t('common.comingSoon')}
        </Text>
        <Group>
          <Button component={Link} to="/" variant="light">
            {t('common.backHome')}
          </Button>
          <Button component={Link} to="/students/search" variant="subtle">
            {t('home.hero.findStudent')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

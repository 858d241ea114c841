import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The home page's register card for companies (spec section 2), leading to customer registration. */
export function RegisterCard() {
  const { t } = useTranslation();
  return (
    <Container size="xl" pt={56}>
      <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }}>
        <Group justify="space-between" gap="lg" wrap="wrap">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
            <ThemeIcon size={52} radius="md" variant="light" color="orange" aria-hidden>
              <IconBuildingStore size={28} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t('home.register.title')}
              </Title>
              <Text c="dimmed">{t('home.register.text')}</Text>
            </Stack>
          </Group>
          <Button component={Link} to="/customers/register" size="md">
            {t('home.register.button')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}

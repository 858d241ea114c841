import { Anchor, Badge, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconSchool, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredQuickSearch } from './deferred-quick-search.tsx';
import classes from './home.module.css';

export function HomeHero() {
  const { t } = useTranslation();

  return (
    <section className={classes.hero}>
      <Container size="xl" py={{ base: 40, md: 72 }}>
        <Grid gap={{ base: 32, md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge variant="light" color="orange" size="lg" radius="sm" w="fit-content">
                {t('home.hero.eyebrow')}
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                {t('home.hero.title')} <span className={classes.accent}>{t('home.hero.titleAccent')}</span>
              </Title>
              <Text size="lg" c="gray.7" maw={560}>
                {t('home.hero.lead')}
              </Text>
              <Stack gap="xs">
                <Text fw={700} size="lg" component="h2">
                  {t('home.hero.iWant')}
                </Text>
                <Group gap="sm">
                  <Button component={Link} to="/students/search" size="md" leftSection={<IconSearch size={18} />}>
                    {t('home.hero.findStudent')}
                  </Button>
                  <Button
                    component={Link}
                    to="/bliv-student-freelancer"
                    size="md"
                    variant="outline"
                    leftSection={<IconSchool size={18} />}
                  >
                    {t('home.hero.becomeStudent')}
                  </Button>
                </Group>
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <Stack gap="sm">
                <Text fw={700} size="lg" component="h2">
                  {t('home.quickSearch.title')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('home.quickSearch.intro')}
                </Text>
                <DeferredQuickSearch />
                <Anchor component={Link} to="/students/search" size="sm" fw={600}>
                  {t('home.quickSearch.seeAll')}
                </Anchor>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconSchool, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { DeferredQuickSearch } from './deferred-quick-search.tsx';
import classes from './home.module.css';

/** `isVisitor`: offers 'Være student freelancer' beside the search, which fits no one already logged in. */
export function HomeHero({ isVisitor }: { isVisitor: boolean }) {
  const { t } = useTranslation();

  return (
    <section className={classes.hero}>
      <Container size="xl" py={{ base: 40, md: 72 }}>
        {/* Two columns from md up in plain CSS (home.module.css): Mantine's Grid is ~1.4 KB gzip of the first download. */}
        <div className={classes.heroGrid}>
          <div>
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
                  {isVisitor && (
                    <Button
                      component={Link}
                      to="/bliv-student-freelancer"
                      size="md"
                      variant="outline"
                      leftSection={<IconSchool size={18} />}
                    >
                      {t('home.hero.becomeStudent')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Stack>
          </div>
          <div>
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
          </div>
        </div>
      </Container>
    </section>
  );
}

import { Badge, Button, Card, Container, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { hourlyPaygrades, levelKeys, levelNames } from '@studiekraft/shared/constants/levels';
import { IconSchool, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import classes from './home.module.css';

export function HomeHero() {
  const { t } = useTranslation();
  const language = currentLanguage();

  return (
    <section className={classes.hero}>
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <Grid gap={48} align="center">
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
            <Card withBorder shadow="sm" radius="lg" p="xl">
              <Text fw={700} mb={4}>
                {t('home.levels.title')}
              </Text>
              <Text size="sm" c="dimmed" mb="md">
                {t('home.levels.intro')}
              </Text>
              <Table verticalSpacing="xs" aria-label={t('home.levels.title')}>
                <Table.Tbody>
                  {levelKeys.map((level) => (
                    <Table.Tr key={level}>
                      <Table.Td fw={600}>{levelNames[level]}</Table.Td>
                      <Table.Td ta="right">
                        {t('home.levels.perHour', { price: formatPrice(hourlyPaygrades[level], language) })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed" mt="sm">
                {t('home.levels.note')}
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

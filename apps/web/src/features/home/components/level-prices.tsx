import { Card, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hourlyPaygrades, levelKeys, levelNames } from '@studiekraft/shared/constants/levels';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { formatPrice } from '../../../lib/format-money.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The front page's price table: the hourly paygrade of each level, 190 / 225 / 260 kr. (spec section 9). */
export function LevelPrices() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section aria-labelledby="level-prices">
      <Container size="xl" py={56}>
        <Grid gap={{ base: 'lg', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <Title order={2} id="level-prices">
                {t('home.levels.title')}
              </Title>
              <Text c="dimmed">{t('home.levels.intro')}</Text>
              <Text size="sm" c="dimmed">
                {t('home.levels.note')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {levelKeys.map((key) => (
                <Card key={key} withBorder radius="lg" padding="lg">
                  <Stack gap="xs">
                    <LevelBadge level={{ key, name: levelNames[key] }} size="md" />
                    <Text fw={800} size="xl" c="primary.8">
                      {t('price.hourly', { price: formatPrice(hourlyPaygrades[key], language) })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`home.levels.text.${key}`)}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

import { Card, Container, Grid, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type LevelKey, levelKeys } from '@studiekraft/shared/constants/levels';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { formatPrice } from '../../../lib/format-money.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLevelHourlyPrices } from '../../skills/hooks/use-level-hourly-prices.ts';

const isLevelKey = (key: string): key is LevelKey => (levelKeys as readonly string[]).includes(key);

/**
 * The front page's price table: each level's hourly paygrade as the catalogue holds it (issue 36), so it
 * always says what the skill pages say; 'fra' when the level's skills differ. The server's first screen
 * renders it with the answers (decision 044).
 */
export function LevelPrices() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const prices = useLevelHourlyPrices();
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
            {prices.isError ? (
              <Text c="dimmed">{t('skills.skill.pricesFailed')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {prices.data
                  ? prices.data.map(({ level, lowest, isSame }) => (
                      <Card key={level.id} withBorder radius="lg" padding="lg">
                        <Stack gap="xs">
                          <LevelBadge level={level} size="md" />
                          <Text fw={800} size="xl" c="primary.8">
                            {t(isSame ? 'price.hourly' : 'levelPrices.hourlyFrom', { price: formatPrice(lowest, language) })}
                          </Text>
                          {isLevelKey(level.key) ? (
                            <Text size="sm" c="dimmed">
                              {t(`home.levels.text.${level.key}`)}
                            </Text>
                          ) : null}
                        </Stack>
                      </Card>
                    ))
                  : levelKeys.map((key) => <Skeleton key={key} height={150} radius="lg" />)}
              </SimpleGrid>
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

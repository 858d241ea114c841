import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import classes from './home.module.css';

interface SkillTile {
  to: string;
  image: string;
  title: TranslationKey;
  text: TranslationKey;
}

/**
 * The four example tiles of spec section 2: accounting in finance, simple-website in web, the graphic
 * group and market-analysis in marketing. Paths use the seeded group and skill slugs; if staff rename
 * one, the catalogue page sends the visitor to the overview instead of a dead end.
 */
const tiles: SkillTile[] = [
  {
    to: '/hvad-tilbyder-vi/oekonomi/accounting',
    image: '/groups/oekonomi.svg',
    title: 'home.tiles.accounting.title',
    text: 'home.tiles.accounting.text',
  },
  {
    to: '/hvad-tilbyder-vi/web/simple-website',
    image: '/groups/web.svg',
    title: 'home.tiles.simpleWebsite.title',
    text: 'home.tiles.simpleWebsite.text',
  },
  {
    to: '/hvad-tilbyder-vi/grafik/',
    image: '/groups/grafik.svg',
    title: 'home.tiles.graphic.title',
    text: 'home.tiles.graphic.text',
  },
  {
    to: '/hvad-tilbyder-vi/marketing/market-analysis',
    image: '/groups/marketing.svg',
    title: 'home.tiles.marketAnalysis.title',
    text: 'home.tiles.marketAnalysis.text',
  },
];

export function SkillTiles() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="skill-tiles" className={classes.band}>
      <Container size="xl" py={56}>
        <Title order={2} id="skill-tiles" mb={4}>
          {t('home.tiles.title')}
        </Title>
        <Text c="dimmed" mb="xl">
          {t('home.tiles.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
          {tiles.map((tile) => (
            <Card key={tile.to} component={Link} to={tile.to} withBorder radius="lg" padding="lg" className={classes.tile}>
              <Stack gap="sm">
                <img src={tile.image} alt="" width={64} height={64} loading="lazy" />
                <Title order={3} size="h4">
                  {t(tile.title)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(tile.text)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

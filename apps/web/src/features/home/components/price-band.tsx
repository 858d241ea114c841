import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format-money.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLevelHourlyPrices } from '../../skills/hooks/use-level-hourly-prices.ts';
import classes from './home.module.css';

export function PriceBand() {
  const { t } = useTranslation();
  // Every new student starts at the first level (spec section 9): its lowest hourly paygrade, from the catalogue.
  const prices = useLevelHourlyPrices();
  const entry = prices.data?.[0];

  return (
    <Container size="xl" pb={64}>
      <Group className={classes.priceBand} justify="space-between" p={{ base: 'lg', md: 40 }} gap="lg">
        <Stack gap={4}>
          {prices.isPending ? (
            <Skeleton height={32} width={280} radius="sm" />
          ) : (
            <Title order={2} c="white">
              {entry ? t('home.price.line', { price: formatPrice(entry.lowest, currentLanguage()) }) : t('home.levels.title')}
            </Title>
          )}
          <Text c="primary.1">{t('home.price.note')}</Text>
        </Stack>
        <Button component={Link} to="/students/search" size="md" color="orange">
          {t('home.hero.findStudent')}
        </Button>
      </Group>
    </Container>
  );
}

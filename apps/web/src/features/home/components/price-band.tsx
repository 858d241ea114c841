import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { hourlyPaygrades } from '@studiekraft/shared/constants/levels';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format-money.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import classes from './home.module.css';

export function PriceBand() {
  const { t } = useTranslation();
  // The entry paygrade is the starting price of every new student (spec section 9).
  const price = formatPrice(hourlyPaygrades['rough-diamond'], currentLanguage());

  return (
    <Container size="xl" pb={64}>
      <Group className={classes.priceBand} justify="space-between" p={{ base: 'lg', md: 40 }} gap="lg">
        <Stack gap={4}>
          <Title order={2} c="white">
            {t('home.price.line', { price })}
          </Title>
          <Text c="primary.1">{t('home.price.note')}</Text>
        </Stack>
        <Button component={Link} to="/students/search" size="md" color="orange">
          {t('home.hero.findStudent')}
        </Button>
      </Group>
    </Container>
  );
}

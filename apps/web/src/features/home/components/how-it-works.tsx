import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import classes from './home.module.css';

// The main flow of spec section 1, in the customer's words.
const steps: { title: TranslationKey; text: TranslationKey }[] = [
  { title: 'home.steps.find.title', text: 'home.steps.find.text' },
  { title: 'home.steps.clarify.title', text: 'home.steps.clarify.text' },
  { title: 'home.steps.offer.title', text: 'home.steps.offer.text' },
  { title: 'home.steps.finalize.title', text: 'home.steps.finalize.text' },
  { title: 'home.steps.rate.title', text: 'home.steps.rate.text' },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works">
      <Container size="xl" pb={56}>
        <Title order={2} id="how-it-works" mb={4}>
          {t('home.steps.title')}
        </Title>
        <Text c="dimmed" mb="xl">
          {t('home.steps.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {steps.map((step, index) => (
            <Paper key={step.title} component="li" withBorder p="lg" radius="lg">
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <span className={classes.stepNumber} aria-hidden>
                    {index + 1}
                  </span>
                  <Title order={3} size="h5">
                    {t(step.title)}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(step.text)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

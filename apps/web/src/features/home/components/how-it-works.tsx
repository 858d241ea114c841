import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { homeHowItWorks } from '@studiekraft/shared/content/static-pages';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The front page's flow (content spec section 1); the step texts are Danish landing content. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works">
      <Container size="xl" py={56}>
        <Title order={2} id="how-it-works" mb={4}>
          {t('home.steps.title')}
        </Title>
        <Text c="dimmed" mb="xl">
          {t('home.steps.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {homeHowItWorks.map((step, index) => (
            <Paper key={step.title} component="li" withBorder p="lg" radius="lg">
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <span className={classes.stepNumber} aria-hidden>
                    {index + 1}
                  </span>
                  <Title order={3} size="h5">
                    {step.title}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

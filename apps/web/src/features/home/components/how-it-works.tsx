import { Container, Text, Title } from '@mantine/core';
import { homeHowItWorks } from '@studiekraft/shared/content/static-pages';
import { StepCards } from '../../../components/ui/step-cards.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';

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
        <StepCards steps={homeHowItWorks} cols={{ base: 1, sm: 2, lg: 5 }} />
      </Container>
    </section>
  );
}

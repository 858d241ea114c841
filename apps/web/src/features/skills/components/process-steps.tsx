import { Title } from '@mantine/core';
import { StepCards } from '../../../components/ui/step-cards.tsx';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

const steps: { title: TranslationKey; text: TranslationKey }[] = [
  { title: 'skills.process.find.title', text: 'skills.process.find.text' },
  { title: 'skills.process.agree.title', text: 'skills.process.agree.text' },
  { title: 'skills.process.done.title', text: 'skills.process.done.text' },
];

/** The skill page's three-step process (spec section 2), in the words of the product flow. */
export function ProcessSteps({ skillName }: { skillName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="process-title">
      <Title order={2} size="h3" id="process-title" mb="md">
        {t('skills.process.title')}
      </Title>
      <StepCards
        steps={steps.map((step) => ({ title: t(step.title), text: t(step.text, { skill: skillName }) }))}
        cols={{ base: 1, sm: 3 }}
        color="orange"
      />
    </section>
  );
}

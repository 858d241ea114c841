import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import classes from './skills.module.css';

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
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, index) => (
          <Paper key={step.title} component="li" withBorder radius="lg" p="lg">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <span className={classes.stepNumber} aria-hidden>
                  {index + 1}
                </span>
                <Title order={3} size="h5">
                  {t(step.title)}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {t(step.text, { skill: skillName })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

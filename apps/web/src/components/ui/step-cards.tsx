import { Group, Paper, SimpleGrid, type SimpleGridProps, Stack, Text, Title } from '@mantine/core';
import classes from './step-cards.module.css';

export interface StepCard {
  title: string;
  text: string;
}

/** A numbered row of step cards as an ordered list (home's how-it-works, a skill page's process). */
export function StepCards({
  steps,
  cols,
  color = 'primary',
}: {
  steps: readonly StepCard[];
  cols: SimpleGridProps['cols'];
  color?: 'primary' | 'orange';
}) {
  return (
    <SimpleGrid cols={cols} spacing="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {steps.map((step, index) => (
        <Paper key={step.title} component="li" withBorder p="lg" radius="lg">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <span className={classes.number} style={{ background: `var(--mantine-color-${color}-7)` }} aria-hidden>
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
  );
}

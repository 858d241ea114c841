import { Group, Stack, Text } from '@mantine/core';
import type { StudentLevel, StudentSkill } from '@studiekraft/shared/schemas/students';
import { paygradeForLevel, usePaygradeText } from '../../../lib/paygrade.ts';

/** Each skill with the price at the student's own level (spec section 2, student card). */
export function SkillPrices({ skills, level }: { skills: StudentSkill[]; level: StudentLevel | null }) {
  const priceText = usePaygradeText();
  if (skills.length === 0) return null;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {skills.map((skill) => {
        const paygrade = paygradeForLevel(skill.paygrades, level?.id);
        return (
          <Group key={skill.id} component="li" justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm">{skill.name}</Text>
            {paygrade && (
              <Text size="sm" fw={600} c="primary.8" style={{ whiteSpace: 'nowrap' }}>
                {priceText(paygrade)}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

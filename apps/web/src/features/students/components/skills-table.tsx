import { Table, Text } from '@mantine/core';
import type { StudentLevel, StudentSkill } from '@studiekraft/shared/schemas/students';
import { Link } from 'react-router';
import { paygradeForLevel, usePaygradeText } from '../../../lib/paygrade.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The 'Kompetencer' tab: group, skill and the price at the student's level. */
export function SkillsTable({ skills, level }: { skills: StudentSkill[]; level: StudentLevel | null }) {
  const { t } = useTranslation();
  const priceText = usePaygradeText();
  if (skills.length === 0) return <Text c="dimmed">{t('students.profile.noSkills')}</Text>;

  const sorted = [...skills].sort(
    (a, b) => (a.skillGroup?.name ?? '').localeCompare(b.skillGroup?.name ?? '', 'da') || a.name.localeCompare(b.name, 'da'),
  );

  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="sm" aria-label={t('students.profile.tabs.skills')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('students.profile.skillGroup')}</Table.Th>
            <Table.Th scope="col">{t('students.profile.skill')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('students.profile.price')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((skill) => {
            const paygrade = paygradeForLevel(skill.paygrades, level?.id);
            return (
              <Table.Tr key={skill.id}>
                <Table.Td>{skill.skillGroup?.name ?? ''}</Table.Td>
                <Table.Td>
                  <Text component={Link} to={`/students/search/${skill.slug}`} size="sm" c="primary.8" td="underline">
                    {skill.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {paygrade ? priceText(paygrade) : '–'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

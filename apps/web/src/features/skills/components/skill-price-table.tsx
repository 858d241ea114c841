import { Alert, Skeleton, Table } from '@mantine/core';
import type { Skill } from '@studiekraft/shared/schemas/catalogue';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { paygradeForLevel, usePaygradeText } from '../../../lib/paygrade.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLevels } from '../api/get-levels.ts';

/** One row per level with the skill's paygrade: 'pr. time' or 'fra … pr. stk.' (spec section 2). */
export function SkillPriceTable({ skill }: { skill: Skill }) {
  const { t } = useTranslation();
  const levels = useLevels();
  const priceText = usePaygradeText();

  if (levels.isPending) return <Skeleton height={140} radius="md" />;
  if (levels.isError) return <Alert color="danger">{t('skills.skill.pricesFailed')}</Alert>;

  return (
    <Table verticalSpacing="sm" withTableBorder aria-label={t('skills.skill.pricesTitle', { skill: skill.name })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('skills.skill.level')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('skills.skill.price')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {levels.data.map((level) => {
          const paygrade = paygradeForLevel(skill.paygrades, level.id);
          return (
            <Table.Tr key={level.id}>
              <Table.Td>
                <LevelBadge level={level} />
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {paygrade ? priceText(paygrade) : '–'}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

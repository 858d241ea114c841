import { Accordion, Alert, Badge, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { applicationLimits } from '@studiekraft/shared/schemas/student-application';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCatalogue } from '../../skills/api/get-catalogue.ts';
import { type PickableSkill, skillSelectionError } from '../application-picks.ts';

interface SkillPickerProps {
  value: number[];
  onChange: (skills: number[]) => void;
  /** Told which limit a refused tick would have broken (validation.max, validation.skill_groups_max). */
  onRefused: (code: string) => void;
  error?: React.ReactNode;
}

/**
 * The skills as checkboxes, one folding section per skill group (the catalogue has some sixty skills,
 * which unfolded make a phone page several screens long), with the chosen ones named above. A tick that
 * would break a limit (a 4th skill, a 3rd group) is not made, and the reason is shown at once.
 */
export function SkillPicker({ value, onChange, onRefused, error }: SkillPickerProps) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const groups = (catalogue.data ?? []).filter((group) => (group.skills?.length ?? 0) > 0);
  const skills = groups.flatMap((group) => (group.skills ?? []).map((skill) => ({ ...skill, groupId: group.id })));
  const pickable = (ids: number[]): PickableSkill[] =>
    ids.map((id) => ({ id, groupId: skills.find((skill) => skill.id === id)?.groupId ?? id }));

  const toggle = (skillId: number, checked: boolean) => {
    const next = checked ? [...value, skillId] : value.filter((id) => id !== skillId);
    const code = checked ? skillSelectionError(pickable(next)) : null;
    if (code) {
      onRefused(code);
      return;
    }
    onChange(next);
  };
  const chosen = skills.filter((skill) => value.includes(skill.id));

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby="skills-hint">
      <Text component="legend" fw={500} size="sm" p={0}>
        {t('application.skills')}{' '}
        <Text span c="red" aria-hidden>
          *
        </Text>
      </Text>
      <Text id="skills-hint" size="sm" c="dimmed">
        {t('application.skillsHint', { skills: applicationLimits.skillsMax, groups: applicationLimits.skillGroupsMax })}
      </Text>
      {catalogue.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
      {catalogue.isError ? (
        <Alert color="red" title={t('application.skillsFailed')}>
          <Button variant="light" color="red" size="xs" onClick={() => catalogue.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      <Text size="sm" aria-live="polite">
        {chosen.length > 0
          ? t('application.skillsChosen', { skills: chosen.map((skill) => skill.name).join(', ') })
          : t('application.skillsNoneChosen')}
      </Text>
      <Accordion multiple variant="contained" radius="md" chevronPosition="right">
        {groups.map((group) => {
          const count = chosen.filter((skill) => skill.groupId === group.id).length;
          return (
            <Accordion.Item key={group.id} value={String(group.id)}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {group.name}
                  </Text>
                  {count > 0 ? (
                    <Badge size="sm" variant="light" styles={{ label: { overflow: 'visible' } }}>
                      {t('application.skillsInGroup', { count })}
                    </Badge>
                  ) : null}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={8} role="group" aria-label={group.name}>
                  {(group.skills ?? []).map((skill) => (
                    <Checkbox
                      key={skill.id}
                      label={skill.name}
                      checked={value.includes(skill.id)}
                      onChange={(event) => toggle(skill.id, event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

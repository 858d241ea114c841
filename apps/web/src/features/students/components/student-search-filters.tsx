import { Button, Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { SkillGroup } from '@studiekraft/shared/schemas/catalogue';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The Select's value for "no skill": never a real slug, and the path then has no skill at all. */
export const allSkillsValue = 'alle';

interface StudentSearchFiltersProps {
  groups: SkillGroup[];
  skillSlug: string | undefined;
  name: string;
  isCatalogueLoading: boolean;
  onSkillChange: (slug: string | undefined) => void;
  onNameChange: (name: string) => void;
  onReset: () => void;
}

export function StudentSearchFilters({
  groups,
  skillSlug,
  name,
  isCatalogueLoading,
  onSkillChange,
  onNameChange,
  onReset,
}: StudentSearchFiltersProps) {
  const { t } = useTranslation();
  // The field answers every keystroke; the URL (and so the results) follows after a short pause.
  const [draft, setDraft] = useState(name);
  const commitName = useDebouncedCallback(onNameChange, 250);
  // Follow the URL (back button, reset, a shared link) unless a keystroke is still on its way there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: commitName is a new function each render; only name matters.
  useEffect(() => {
    if (!commitName.isPending()) setDraft(name);
  }, [name]);

  const data = [
    { value: allSkillsValue, label: t('students.search.allSkills') },
    ...groups
      .filter((group) => (group.skills?.length ?? 0) > 0)
      .map((group) => ({
        group: group.name,
        items: (group.skills ?? []).map((skill) => ({ value: skill.slug, label: skill.name })),
      })),
  ];

  return (
    <Grid align="flex-end" gap="md">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label={t('students.search.skill')}
          data={data}
          value={skillSlug ?? allSkillsValue}
          onChange={(value) => onSkillChange(!value || value === allSkillsValue ? undefined : value)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('students.search.noSkill')}
          disabled={isCatalogueLoading && groups.length === 0}
          maxDropdownHeight={320}
          comboboxProps={{ shadow: 'md' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label={t('students.search.name')}
          placeholder={t('students.search.namePlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={draft}
          type="search"
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            commitName(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitName.flush();
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <Button
          variant="default"
          fullWidth
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => {
            // A name typed just before the reset must not arrive in the URL after it.
            commitName.cancel();
            setDraft('');
            onReset();
          }}
        >
          {t('students.search.reset')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}

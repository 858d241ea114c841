import { MultiSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCatalogue } from '../../skills/api/get-catalogue.ts';

interface SkillsMultiSelectProps {
  /** Skill ids as strings (Mantine's select values). */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  required?: boolean;
}

/** Every enabled skill, grouped by its skill group as the student search's filter shows them. */
export function SkillsMultiSelect({ value, onChange, error, required = true }: SkillsMultiSelectProps) {
  const { t } = useTranslation();
  const catalogue = useCatalogue('all');
  const data = (catalogue.data ?? [])
    .filter((group) => (group.skills?.length ?? 0) > 0)
    .map((group) => ({
      group: group.name,
      items: (group.skills ?? []).map((skill) => ({ value: String(skill.id), label: skill.name })),
    }));

  return (
    <MultiSelect
      label={t('adminStudents.fields.skills')}
      placeholder={value.length === 0 ? t('adminStudents.fields.skillsPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (catalogue.isError ? t('adminStudents.fields.skillsFailed') : undefined)}
      disabled={catalogue.isPending}
      required={required}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('adminStudents.fields.nothingFound')}
      maxDropdownHeight={320}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}

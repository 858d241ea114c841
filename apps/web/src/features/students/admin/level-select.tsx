import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLevels } from '../../skills/api/get-levels.ts';

interface LevelSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

/** The enabled levels in their order (GET /levels). */
export function LevelSelect({ value, onChange, error }: LevelSelectProps) {
  const { t } = useTranslation();
  const levels = useLevels();
  return (
    <Select
      label={t('adminStudents.fields.level')}
      placeholder={t('adminStudents.fields.levelPlaceholder')}
      data={(levels.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
      value={value}
      onChange={onChange}
      error={error ?? (levels.isError ? t('adminStudents.fields.levelsFailed') : undefined)}
      disabled={levels.isPending}
      allowDeselect={false}
      required
    />
  );
}

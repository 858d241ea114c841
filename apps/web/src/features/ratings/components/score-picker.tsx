import { Input, Rating } from '@mantine/core';
import { type FormEvent, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface ScorePickerProps {
  value: number | null;
  onChange: (value: number) => void;
  error?: React.ReactNode;
}

/**
 * Five stars as a radio group (Mantine's Rating renders real radio inputs, plus one for "no stars"): Tab
 * reaches it, the arrow keys move between stars and choose the one they reach, as in any radio group, and
 * Space or Enter chooses the focused one; a click on a star chooses it too. Each star is read out as
 * "N af 5 stjerner".
 */
export function ScorePicker({ value, onChange, error }: ScorePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  // Mantine's Rating only previews the star the arrow keys check (its change handler sets the hover) and
  // drops it on blur, so the keyboard left the score as it was while the radio read as checked (issue
  // 34). The radios' change events bubble here and choose; the "no stars" radio chooses nothing.
  const chooseChecked = (event: FormEvent<HTMLDivElement>) => {
    const score = Number((event.target as HTMLInputElement).value);
    if (Number.isInteger(score) && score >= 1) onChange(score);
  };
  return (
    <Input.Wrapper label={t('ratingForm.score')} labelProps={{ id: labelId }} required error={error} errorProps={{ id: errorId }}>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={!!error}
        onChange={chooseChecked}
      >
        <Rating
          value={value ?? 0}
          onChange={onChange}
          size="lg"
          name="score"
          getSymbolLabel={(score) => (score === 0 ? t('ratingForm.scoreNone') : t('ratingForm.scoreOption', { score }))}
        />
      </div>
    </Input.Wrapper>
  );
}

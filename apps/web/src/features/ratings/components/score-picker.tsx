import { Input, Rating } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface ScorePickerProps {
  value: number | null;
  onChange: (value: number) => void;
  error?: React.ReactNode;
}

/**
 * Five stars as a radio group (Mantine's Rating renders real radio inputs, plus one for "no stars"): Tab
 * reaches it, the arrow keys move between stars and Space or Enter chooses one; a click on a star
 * chooses it too. Each star is read out as "N af 5 stjerner".
 */
export function ScorePicker({ value, onChange, error }: ScorePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  return (
    <Input.Wrapper label={t('ratingForm.score')} labelProps={{ id: labelId }} required error={error} errorProps={{ id: errorId }}>
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} aria-invalid={!!error}>
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

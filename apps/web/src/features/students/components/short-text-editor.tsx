import { TextInput } from '@mantine/core';
import { limits } from '@studiekraft/shared/constants/limits';
import { studentShortSchema } from '@studiekraft/shared/schemas/student-texts';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useState } from 'react';
import { TextCount } from '../../../components/ui/text-count.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUpdateStudentTexts } from '../api/update-student-texts.ts';
import { apiTextErrors, textFormErrors } from '../student-text-errors.ts';

/**
 * The owner's field for the short text, at most 75 characters like the dialog's (decision 060): Enter
 * saves, Escape puts the old text back. The field takes whatever is typed or pasted and counts it; a text
 * past the limit is refused on save with the spec's message, never cut. A failed save keeps the field open
 * with what was typed. Its own module, loaded only for the profile's owner (short-text-inline.tsx).
 */
export function ShortTextEditor({ student, onDone }: { student: Student; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(student.short ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateStudentTexts(student);

  const cancel = () => {
    update.reset();
    onDone();
  };

  const save = () => {
    const found = textFormErrors(t, studentShortSchema, { short: draft });
    if (found.short) {
      setError(found.short);
      return;
    }
    setError(null);
    update.mutate(
      { short: draft.trim() },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const fieldErrors = failure instanceof ApiError ? apiTextErrors(t, failure.errors) : {};
          setError(
            fieldErrors.short ??
              (failure instanceof ApiError && failure.code === 'FORBIDDEN'
                ? t('studentTexts.errors.forbidden')
                : t('studentTexts.failed')),
          );
        },
      },
    );
  };

  return (
    <TextInput
      aria-label={t('studentTexts.shortLabel')}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (!update.isPending) save();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }}
      description={
        <>
          <TextCount text={draft} max={limits.shortTextMax} testId="short-text-count" /> · {t('studentTexts.inlineHint')}
        </>
      }
      error={error}
      disabled={update.isPending}
      // The owner just asked to edit this text: the field is where they type.
      autoFocus
      maw={480}
    />
  );
}

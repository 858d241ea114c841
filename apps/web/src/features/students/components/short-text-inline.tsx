import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { limits } from '@studiekraft/shared/constants/limits';
import { studentShortSchema } from '@studiekraft/shared/schemas/student-texts';
import type { Student } from '@studiekraft/shared/schemas/students';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUpdateStudentTexts } from '../api/update-student-texts.ts';
import { apiTextErrors, textFormErrors } from '../student-text-errors.ts';

/**
 * The short text under the name. For its owner, a pencil turns it into a field of at most 50 characters
 * (the spec's inline limit): Enter saves, Escape puts the old text back. A failed save keeps the field
 * open with what was typed.
 */
export function ShortTextInline({ student, editable }: { student: Student; editable: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateStudentTexts(student);

  if (draft === null) {
    if (!editable) {
      return student.short ? (
        <Text size="lg" c="gray.8">
          {student.short}
        </Text>
      ) : null;
    }
    const label = t(student.short ? 'studentTexts.editShort' : 'studentTexts.addShort');
    return (
      <Group gap={4} wrap="nowrap" align="center">
        {student.short ? (
          <Text size="lg" c="gray.8">
            {student.short}
          </Text>
        ) : (
          <Text c="dimmed">{label}</Text>
        )}
        <Tooltip label={label} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={label}
            onClick={() => {
              setError(null);
              setDraft(student.short ?? '');
            }}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  const cancel = () => {
    setDraft(null);
    setError(null);
    update.reset();
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
        onSuccess: () => setDraft(null),
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
      maxLength={limits.shortTextInline}
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
      description={`${t('studentTexts.count', { count: draft.length, max: limits.shortTextInline })} · ${t('studentTexts.inlineHint')}`}
      error={error}
      disabled={update.isPending}
      // The owner just asked to edit this text: the field is where they type.
      autoFocus
      maw={480}
    />
  );
}

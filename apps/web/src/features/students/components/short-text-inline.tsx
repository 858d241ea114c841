import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { Student } from '@studiekraft/shared/schemas/students';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

// The field, its validation (the shared zod schema) and the save are for the owner only (decision 040).
const loadEditor = () => import('./short-text-editor.tsx');
const ShortTextEditor = lazy(() => loadEditor().then((module) => ({ default: module.ShortTextEditor })));

/**
 * The short text under the name. For its owner, a pencil turns it into a field (short-text-editor.tsx).
 */
export function ShortTextInline({ student, editable }: { student: Student; editable: boolean }) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  // The owner's editor is fetched while they read, so the pencil opens the field without a wait.
  useEffect(() => {
    if (editable) void loadEditor();
  }, [editable]);

  const shortText = student.short ? (
    <Text size="lg" c="gray.8">
      {student.short}
    </Text>
  ) : null;

  if (isEditing) {
    return (
      <Suspense fallback={shortText}>
        <ShortTextEditor student={student} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  if (!editable) return shortText;
  const label = t(student.short ? 'studentTexts.editShort' : 'studentTexts.addShort');
  return (
    <Group gap={4} wrap="nowrap" align="center">
      {shortText ?? <Text c="dimmed">{label}</Text>}
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" aria-label={label} onClick={() => setEditing(true)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { projectNotesSchema } from '@studiekraft/shared/schemas/projects';
import { NotesTextarea } from '../../../components/ui/notes-textarea.tsx';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSetProjectNotes } from '../api/set-project-notes.ts';

interface Props {
  project: Pick<Project, 'id' | 'name' | 'notes'>;
  opened: boolean;
  onClose: () => void;
}

/** The staff's notes on a project, edited from the table's context menu. */
export function ProjectNotesDialog({ project, opened, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSetProjectNotes(project.id);
  const form = useForm<{ notes: string }>({
    initialValues: { notes: project.notes ?? '' },
    validate: zodFormValidator<{ notes: string }>(projectNotesSchema, t),
  });

  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('adminProjects.notesTitle', { name: project.name })}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values.notes, { onSuccess: onClose }))} noValidate>
        <Stack gap="sm">
          <NotesTextarea {...form.getInputProps('notes')} label={t('adminProjects.notes')} data-autofocus />
          {save.isError && (
            <Alert color="red" role="alert" p="xs">
              {t('adminProjects.notesFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('projects.actions.close.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('adminProjects.notesSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

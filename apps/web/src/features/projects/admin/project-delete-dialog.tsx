import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDeleteProject } from '../api/correct-project.ts';

interface Props {
  project: Pick<Project, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * Deleting a spam or duplicate project, after a question naming what goes with it. A project with an
 * invoice cannot go (409 PROJECT_INVOICED): the dialog says to close it instead.
 */
export function ProjectDeleteDialog({ project, opened, onClose }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteProject(project.id);
  const error = !remove.isError
    ? null
    : t(
        remove.error instanceof ApiError && remove.error.code === 'PROJECT_INVOICED'
          ? 'adminProjects.delete.invoiced'
          : 'adminProjects.delete.failed',
      );
  return (
    <ConfirmDeleteModal
      opened={opened}
      title={t('adminProjects.delete.title')}
      question={t('adminProjects.delete.question', { name: project.name })}
      error={error}
      cancelLabel={t('projects.actions.close.cancel')}
      deleteLabel={t('adminProjects.delete.confirm')}
      isPending={remove.isPending}
      onCancel={onClose}
      onDelete={() =>
        remove.mutate(undefined, {
          onSuccess: (gone) => {
            notifications.show({
              color: 'green',
              message: t('adminProjects.delete.done', { name: gone.name, messages: gone.messages, files: gone.files }),
              autoClose: toastDurations.short,
            });
            onClose();
          },
        })
      }
    />
  );
}

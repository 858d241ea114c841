import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Reference } from '@studiekraft/shared/schemas/students';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDeleteReference } from '../api/manage-references.ts';

/** Asks before a reference (and its image) is deleted for good. */
export function ReferenceDeleteDialog({
  studentId,
  reference,
  onClose,
}: {
  studentId: number;
  reference: Reference;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteReference(studentId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('references.delete.title')}
      closeButtonProps={{ 'aria-label': t('references.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('references.delete.question', { title: reference.title })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert" p="xs">
            {t('references.delete.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('references.form.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(reference.id, { onSuccess: onClose })}>
            {t('references.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

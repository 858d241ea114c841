import { ActionIcon, Alert, Button, Center, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { Rating } from '@studiekraft/shared/schemas/students';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RatingForm } from '../../ratings/components/rating-form.tsx';
import { type StaffRatingChange, useAllStudentRatings, useStaffRatingChange } from '../api/staff-ratings.ts';
import { RatingCard } from '../components/rating-card.tsx';

type Editing = { kind: 'add' } | { kind: 'edit'; rating: Rating } | { kind: 'delete'; rating: Rating } | null;

function RatingDialog({ studentId, editing, onClose }: { studentId: number; editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useStaffRatingChange(studentId);
  const rating = editing?.kind === 'edit' ? editing.rating : null;
  const opened = editing?.kind === 'add' || editing?.kind === 'edit';
  // A failure shown for one rating must not greet the next dialog.
  const close = () => {
    change.reset();
    onClose();
  };
  const run = async (next: StaffRatingChange, message: string) => {
    await change.mutateAsync(next);
    notifications.show({
      color: 'green',
      message,
      autoClose: toastDurations.short,
      closeButtonProps: { 'aria-label': t('adminStudents.close') },
    });
    close();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        closeOnClickOutside={false}
        size="lg"
        title={t(rating ? 'adminStudents.ratings.editTitle' : 'adminStudents.ratings.addTitle')}
        closeButtonProps={{ 'aria-label': t('adminStudents.close') }}
      >
        {opened ? (
          <Stack gap="sm">
            <RatingForm
              rating={rating}
              suggestedName=""
              writer="staff"
              pending={change.isPending}
              onSubmit={(input) =>
                rating
                  ? run({ kind: 'update', ratingId: rating.id, input }, t('adminStudents.ratings.updated'))
                  : run({ kind: 'create', input }, t('adminStudents.ratings.created'))
              }
            />
            {change.isError && !(change.error instanceof ApiError && change.error.errors) ? (
              <Alert color="red">{t('adminStudents.ratings.failed')}</Alert>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
      <Modal
        opened={editing?.kind === 'delete'}
        onClose={close}
        title={t('adminStudents.ratings.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('adminStudents.close') }}
      >
        {editing?.kind === 'delete' ? (
          <Stack gap="md">
            <Text>{t('adminStudents.ratings.deleteQuestion', { title: editing.rating.title })}</Text>
            {change.isError ? <Alert color="red">{t('adminStudents.ratings.deleteFailed')}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('adminStudents.cancel')}
              </Button>
              <Button
                color="red"
                loading={change.isPending}
                onClick={() =>
                  void run({ kind: 'delete', ratingId: editing.rating.id }, t('adminStudents.ratings.deleted')).catch(() => {})
                }
              >
                {t('adminStudents.ratings.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}

/** The student's ratings with 'Tilføj udtalelse', edit and delete (staff, decision 020). */
export function StudentRatingsSection({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const ratings = useAllStudentRatings(studentId);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="student-ratings-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="student-ratings-title">
          {t('adminStudents.ratings.title')}
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'add' })}>
          {t('adminStudents.ratings.add')}
        </Button>
      </Group>
      {ratings.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : ratings.isError ? (
        <Alert color="red" title={t('adminStudents.ratings.loadFailed')}>
          <Button variant="light" color="red" size="xs" onClick={() => ratings.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : ratings.data.rows.length === 0 ? (
        <Text c="dimmed">{t('adminStudents.ratings.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {ratings.data.rows.map((rating) => (
            <Stack key={rating.id} gap={4}>
              <RatingCard rating={rating} />
              <Group gap={4} justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('adminStudents.ratings.edit', { title: rating.title })}
                  onClick={() => setEditing({ kind: 'edit', rating })}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('adminStudents.ratings.delete', { title: rating.title })}
                  onClick={() => setEditing({ kind: 'delete', rating })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <RatingDialog studentId={studentId} editing={editing} onClose={() => setEditing(null)} />
    </Paper>
  );
}

import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { limits } from '@studiekraft/shared/constants/limits';
import { studentAboutSchema } from '@studiekraft/shared/schemas/student-texts';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useState } from 'react';
import { TextCount } from '../../../components/ui/text-count.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { aboutHtmlToText, aboutTextToHtml } from '../about-text-format.ts';
import { useUpdateStudentTexts } from '../api/update-student-texts.ts';
import { apiTextErrors, textFormErrors } from '../student-text-errors.ts';
import { AboutEditor } from './about-editor.tsx';

type Errors = Partial<Record<'short' | 'about', string>>;

function ProfileTextsForm({ student, onDone }: { student: Student; onDone: () => void }) {
  const { t } = useTranslation();
  const [short, setShort] = useState(student.short ?? '');
  const [about, setAbout] = useState(() => aboutHtmlToText(student.about));
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateStudentTexts(student);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { short, about: aboutTextToHtml(about) };
    const found = textFormErrors(t, studentAboutSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // On failure the form stays open with what was typed; only a success closes it.
    update.mutate(
      { short: short.trim(), about: body.about },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('studentTexts.saved') });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(apiTextErrors(t, error.errors));
        },
      },
    );
  };

  const apiFailed = update.isError && !(update.error instanceof ApiError && update.error.errors);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('studentTexts.shortLabel')}
          description={
            <>
              {t('studentTexts.shortDescription')} <TextCount text={short} max={limits.shortTextMax} testId="short-text-count" />
            </>
          }
          value={short}
          onChange={(event) => setShort(event.currentTarget.value)}
          error={errors.short}
          required
          data-autofocus
        />
        <AboutEditor value={about} onChange={setAbout} error={errors.about} />
        {apiFailed && (
          <Alert color="red" variant="light">
            {update.error instanceof ApiError && update.error.code === 'FORBIDDEN'
              ? t('studentTexts.errors.forbidden')
              : t('studentTexts.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('studentTexts.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('studentTexts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ProfileTextsModalProps {
  student: Student;
  opened: boolean;
  onClose: () => void;
  /** Staff editing someone else's texts get a title that does not say 'din'. */
  title?: string;
}

/** The owner's modal for both texts: the short text (counted, up to 75) and the about text with its toolbar. */
export function ProfileTextsModal({ student, opened, onClose, title }: ProfileTextsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('studentTexts.modalTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('studentTexts.close') }}
    >
      {opened && <ProfileTextsForm student={student} onDone={onClose} />}
    </Modal>
  );
}

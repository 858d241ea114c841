import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { latestStudentBirthDate } from '@studiekraft/shared/schemas/create-student';
import { studentDetailsSchema } from '@studiekraft/shared/schemas/student-update';
import type { Student } from '@studiekraft/shared/schemas/students';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUpdateStudentAsStaff } from '../api/update-student-admin.ts';

interface EditValues {
  name: string;
  phone_number: string;
  date_of_birth: string;
  notes: string;
}

/** Phone and date of birth are sent only when filled: an older record may have neither, and that is fine. */
export function studentDetailsPayload(values: EditValues) {
  return {
    name: values.name,
    notes: values.notes,
    ...(values.phone_number.trim() ? { phone_number: values.phone_number } : {}),
    ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
  };
}

function StudentEditForm({ student, onClose }: { student: Student; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStudentAsStaff(student.id);
  const schemaValidator = zodFormValidator<ReturnType<typeof studentDetailsPayload>>(studentDetailsSchema, t);
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: {
      name: student.name,
      phone_number: student.phone_number ?? '',
      // A calendar date ('YYYY-MM-DD', a date column), the value the date input takes.
      date_of_birth: student.date_of_birth ?? '',
      notes: student.notes ?? '',
    },
    validateInputOnChange: true,
    validate: (values) => schemaValidator(studentDetailsPayload(values)),
  });
  const hasFieldErrors = update.error instanceof ApiError && Object.keys(update.error.errors ?? {}).length > 0;

  const submit = form.onSubmit((values) =>
    update.mutate(studentDetailsSchema.parse(studentDetailsPayload(values)), {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          label={t('adminStudents.fields.name')}
          description={t('adminStudents.edit.nameHint')}
          required
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...form.getInputProps('phone_number')} label={t('adminStudents.fields.phone')} type="tel" />
          <TextInput
            {...form.getInputProps('date_of_birth')}
            label={t('adminStudents.fields.dateOfBirth')}
            type="date"
            max={latestStudentBirthDate()}
          />
        </SimpleGrid>
        {/* Spec section 9: the notes textarea is 50 columns by 10 rows. */}
        <Textarea {...form.getInputProps('notes')} label={t('adminStudents.fields.notes')} rows={10} cols={50} />
        {update.isError && !hasFieldErrors ? <Alert color="red">{t('adminStudents.edit.failed')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminStudents.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isValid()}>
            {t('adminStudents.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Rediger studerende: {name}': name, phone, date of birth and notes; a click outside does not close it. */
export function StudentEditDialog({ student, opened, onClose }: { student: Student; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      size="lg"
      title={t('adminStudents.edit.title', { name: student.name })}
      closeButtonProps={{ 'aria-label': t('adminStudents.close') }}
    >
      {opened ? <StudentEditForm student={student} onClose={onClose} /> : null}
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { employeeCreateSchema } from '@studiekraft/shared/schemas/employees';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type Employee, useCreateEmployee, useUpdateEmployee } from '../api/employees.ts';

type Values = { name: string; email: string; phone_number: string };

const editSchema = employeeCreateSchema.pick({ name: true, phone_number: true });

function EmployeeForm({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateEmployee();
  const update = useUpdateEmployee(employee?.id ?? 0);
  const mutation = employee ? update : create;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: employee?.name ?? '', email: '', phone_number: employee?.phone_number ?? '' },
    validateInputOnChange: true,
    // Creating checks the shared POST schema; editing only the fields PUT accepts (the strict schema
    // would refuse the hidden e-mail field).
    validate: (values) =>
      employee
        ? zodFormValidator<Omit<Values, 'email'>>(editSchema, t)({ name: values.name, phone_number: values.phone_number })
        : zodFormValidator<Values>(employeeCreateSchema, t)(values),
  });
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
  };
  const submit = form.onSubmit((values) =>
    employee
      ? update.mutate({ name: values.name, phone_number: values.phone_number }, { onSuccess: onClose, onError })
      : create.mutate(employeeCreateSchema.parse(values), { onSuccess: onClose, onError }),
  );
  const hasFieldErrors = mutation.error instanceof ApiError && Object.keys(mutation.error.errors ?? {}).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...form.getInputProps('name')} label={t('adminEmployees.fields.name')} required />
        {employee ? null : (
          <TextInput {...form.getInputProps('email')} label={t('adminEmployees.fields.email')} type="email" required />
        )}
        <TextInput {...form.getInputProps('phone_number')} label={t('adminEmployees.fields.phone')} type="tel" />
        {mutation.isError && !hasFieldErrors ? <Alert color="red">{t('adminEmployees.saveFailed')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminEmployees.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!form.isValid()}>
            {t(employee ? 'adminEmployees.save' : 'adminEmployees.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface EmployeeFormDialogProps {
  opened: boolean;
  /** The employee being edited (only ever oneself), or null to create a colleague. */
  employee: Employee | null;
  onClose: () => void;
}

/** Create a colleague (name, e-mail, phone) or edit one's own name and phone. */
export function EmployeeFormDialog({ opened, employee, onClose }: EmployeeFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      title={t(employee ? 'adminEmployees.editTitle' : 'adminEmployees.createTitle')}
    >
      {opened ? <EmployeeForm employee={employee} onClose={onClose} /> : null}
    </Modal>
  );
}

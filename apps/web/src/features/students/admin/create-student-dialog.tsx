import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { createStudentSchema, latestStudentBirthDate } from '@studiekraft/shared/schemas/create-student';
import { IconMail } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useEmployees } from '../../employees/api/employees.ts';
import { useCreateStudent } from '../api/create-student.ts';
import { LevelSelect } from './level-select.tsx';
import { SkillsMultiSelect } from './skills-multi-select.tsx';

export interface CreateStudentValues {
  name: string;
  email: string;
  phone_number: string;
  date_of_birth: string;
  level_id: string | null;
  skills: string[];
  /** 'Autogenerér kodeord': no password is sent and the student sets one from the welcome mail. */
  autoPassword: boolean;
  password: string;
  skipEmailVerification: boolean;
  activateUser: boolean;
  employeeConversations: string[];
}

const initialValues: CreateStudentValues = {
  name: '',
  email: '',
  phone_number: '',
  date_of_birth: '',
  level_id: null,
  skills: [],
  autoPassword: true,
  password: '',
  skipEmailVerification: false,
  activateUser: false,
  employeeConversations: [],
};

/** The form's values as POST students takes them (before the shared schema trims and checks them). */
export function createStudentPayload(values: CreateStudentValues) {
  return {
    name: values.name,
    email: values.email,
    phone_number: values.phone_number,
    date_of_birth: values.date_of_birth,
    level_id: values.level_id ? Number(values.level_id) : undefined,
    skills: values.skills.map(Number),
    ...(values.autoPassword ? {} : { password: values.password }),
    // A student without a password confirms the address by choosing one from the welcome mail.
    skipEmailVerification: values.autoPassword ? false : values.skipEmailVerification,
    activateUser: values.activateUser,
    employeeConversations: values.employeeConversations.map(Number),
  };
}

// The spec's own sentences for the two rules it words (sections 5 and 8).
const overrides: MessageOverrides = {
  email: { 'validation.unique': 'adminStudents.errors.emailTaken' },
  skills: {
    'validation.required': 'adminStudents.errors.skillsRequired',
    'validation.min': 'adminStudents.errors.skillsRequired',
  },
  level_id: { 'validation.type': 'validation.required' },
  password: { 'validation.required': 'validation.required', 'validation.type': 'validation.required' },
};

function EmployeesSelect({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  const employees = useEmployees();
  const data = (employees.data?.rows ?? [])
    .filter((employee) => employee.user?.activated !== false)
    .map((employee) => ({ value: String(employee.id), label: employee.name }));
  return (
    <MultiSelect
      label={t('adminStudents.create.employeeConversations')}
      description={t('adminStudents.create.employeeConversationsHint')}
      data={data}
      value={value}
      onChange={onChange}
      disabled={employees.isPending}
      error={employees.isError ? t('adminStudents.create.employeesFailed') : undefined}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('adminStudents.fields.nothingFound')}
    />
  );
}

function CreateStudentForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateStudent();
  const schemaValidator = zodFormValidator<ReturnType<typeof createStudentPayload>>(createStudentSchema, t, overrides);
  const form = useForm<CreateStudentValues>({
    mode: 'controlled',
    initialValues,
    // The schema the server checks, on what would be sent: the form and POST students cannot disagree.
    validate: (values) => schemaValidator(createStudentPayload(values)),
  });
  const hasFieldErrors = create.error instanceof ApiError && Object.keys(create.error.errors ?? {}).length > 0;

  const submit = form.onSubmit((values) =>
    create.mutate(createStudentSchema.parse(createStudentPayload(values)), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('adminStudents.create.created'),
          autoClose: toastDurations.normal,
          // Mantine's toast close button has no name of its own (axe: button-name).
          closeButtonProps: { 'aria-label': t('adminStudents.close') },
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors, overrides));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('adminStudents.create.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...form.getInputProps('name')} label={t('adminStudents.fields.name')} required data-autofocus />
          <TextInput {...form.getInputProps('email')} label={t('adminStudents.fields.email')} type="email" required />
          <TextInput {...form.getInputProps('phone_number')} label={t('adminStudents.fields.phone')} type="tel" required />
          <TextInput
            {...form.getInputProps('date_of_birth')}
            label={t('adminStudents.fields.dateOfBirth')}
            description={t('adminStudents.fields.dateOfBirthHint')}
            type="date"
            max={latestStudentBirthDate()}
            required
          />
        </SimpleGrid>
        <LevelSelect
          value={form.values.level_id}
          onChange={(value) => form.setFieldValue('level_id', value)}
          error={form.errors.level_id as string | undefined}
        />
        <SkillsMultiSelect
          value={form.values.skills}
          onChange={(value) => form.setFieldValue('skills', value)}
          error={form.errors.skills as string | undefined}
        />
        <Switch {...form.getInputProps('autoPassword', { type: 'checkbox' })} label={t('adminStudents.create.autoPassword')} />
        {form.values.autoPassword ? (
          <Group gap="xs" wrap="nowrap">
            <IconMail size={18} aria-hidden />
            <Text size="sm">{t('adminStudents.create.welcomeMail')}</Text>
          </Group>
        ) : (
          <PasswordInput
            {...form.getInputProps('password')}
            label={t('adminStudents.fields.password')}
            autoComplete="new-password"
            required
          />
        )}
        <Switch
          {...form.getInputProps('skipEmailVerification', { type: 'checkbox' })}
          label={t('adminStudents.create.skipEmailVerification')}
          description={form.values.autoPassword ? t('adminStudents.create.skipEmailVerificationAuto') : undefined}
          disabled={form.values.autoPassword}
        />
        <Switch {...form.getInputProps('activateUser', { type: 'checkbox' })} label={t('adminStudents.create.activateUser')} />
        <EmployeesSelect
          value={form.values.employeeConversations}
          onChange={(value) => form.setFieldValue('employeeConversations', value)}
        />
        {create.isError && !hasFieldErrors ? <Alert color="red">{t('adminStudents.create.failed')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminStudents.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('adminStudents.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Opret studerende' (spec sections 5 and 8): a click outside must not throw away what was typed. */
export function CreateStudentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      size="lg"
      title={t('adminStudents.create.title')}
      closeButtonProps={{ 'aria-label': t('adminStudents.close') }}
    >
      {opened ? <CreateStudentForm onClose={onClose} /> : null}
    </Modal>
  );
}

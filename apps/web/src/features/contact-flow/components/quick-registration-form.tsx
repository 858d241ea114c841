import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type QuickRegistration, quickRegistrationSchema } from '@studiekraft/shared/schemas/customers';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type QuickRegistrationResponse, useQuickRegisterCustomer } from '../api/quick-register-customer.ts';

const messageOverrides: MessageOverrides = { email: { 'validation.unique': 'customers.emailTaken' } };

interface QuickRegistrationFormProps {
  onRegistered: (response: QuickRegistrationResponse) => void;
  /** The e-mail is taken: offer the Log in tab with it filled in. */
  onGoToLogin: (email: string) => void;
}

/** The contact flow's Register tab: name, phone and e-mail only; the password comes with the confirmation. */
export function QuickRegistrationForm({ onRegistered, onGoToLogin }: QuickRegistrationFormProps) {
  const { t } = useTranslation();
  const registration = useQuickRegisterCustomer();
  const form = useForm<QuickRegistration>({
    mode: 'controlled',
    initialValues: { name: '', phone_number: '', email: '' },
    validateInputOnBlur: true,
    validate: zodFormValidator<QuickRegistration>(quickRegistrationSchema, t, messageOverrides),
  });

  const error = registration.error;
  const isValidationError = error instanceof ApiError && error.status === 422;
  const isEmailTaken = isValidationError && (error.errors?.email ?? []).includes('validation.unique');

  const submit = form.onSubmit(() => {
    const parsed = quickRegistrationSchema.safeParse(form.getValues());
    if (!parsed.success) return;
    registration.mutate(parsed.data, {
      onSuccess: onRegistered,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422)
          form.setErrors(apiFieldErrors(t, failure.errors, messageOverrides));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('contactFlow.quick.intro')}
        </Text>
        <TextInput label={t('contactFlow.quick.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label={t('contactFlow.quick.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phone_number')}
        />
        <TextInput
          label={t('contactFlow.quick.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {isEmailTaken && (
          <Alert color="orange" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('contactFlow.quick.emailTakenHint')}</Text>
              <Button size="compact-sm" variant="light" onClick={() => onGoToLogin(form.getValues().email.trim())}>
                {t('contactFlow.quick.goToLogin')}
              </Button>
            </Stack>
          </Alert>
        )}
        {registration.isError && !isValidationError && (
          <Alert color="danger" role="alert">
            {rateLimitMessage(t, error) ?? t('contactFlow.quick.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={registration.isPending}>
            {t('contactFlow.quick.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

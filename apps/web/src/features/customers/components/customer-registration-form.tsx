import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Referral } from '@studiekraft/shared/constants/limits';
import { customerRegistrationFormSchema, toRegistrationPayload } from '@studiekraft/shared/schemas/customers';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useRegisterCustomer } from '../api/register-customer.ts';
import { useVatLookup } from '../hooks/use-vat-lookup.ts';
import { referralOptions } from '../referral-options.ts';

export interface RegistrationValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  password: string;
  vat_number: string;
  company_name: string;
  postcode: string;
  city: string;
  address: string;
  referral: Referral | '';
  referralOther: string;
  newsletter: boolean;
}

const initialValues: RegistrationValues = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  password: '',
  vat_number: '',
  company_name: '',
  postcode: '',
  city: '',
  address: '',
  referral: '',
  referralOther: '',
  newsletter: false,
};

const messageOverrides: MessageOverrides = {
  password: { 'validation.format': 'auth.passwordFormat' },
  email: { 'validation.unique': 'customers.emailTaken' },
};

const addressFields = ['company_name', 'address', 'postcode', 'city'] as const;

/** Spec section 2, Customer registration; rules of section 5 from the shared schema. */
export function CustomerRegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const registration = useRegisterCustomer();
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: zodFormValidator<RegistrationValues>(customerRegistrationFormSchema, t, messageOverrides),
  });
  const values = form.getValues();

  // Only a name the register gave goes with a new number; one the customer typed stays theirs.
  const isNameFromRegister = useRef(false);

  const { state: vatState, error: vatError } = useVatLookup(values.vat_number, {
    onChange: () => {
      if (isNameFromRegister.current) form.setFieldValue('company_name', '');
      isNameFromRegister.current = false;
    },
    onFound: (result) => {
      isNameFromRegister.current = true;
      form.setValues({
        company_name: result.name,
        address: result.address.address,
        postcode: result.address.postcode,
        city: result.address.city,
      });
      for (const field of addressFields) form.clearFieldError(field);
    },
  });

  // The register could not give the name (unknown number, or an outage): the customer types it, and the
  // server stores the number unverified for staff (decision 063). Otherwise the register's name only.
  const isLookupFailed = vatState === 'notFound' || vatState === 'unavailable';
  const hasErrors = Object.keys(form.errors).length > 0;
  const isOther = values.referral === 'other';

  const submit = form.onSubmit(() => {
    const parsed = customerRegistrationFormSchema.safeParse(form.getValues());
    if (!parsed.success) return;
    registration.mutate(toRegistrationPayload(parsed.data), {
      onSuccess: (response) => onRegistered(response.data.email),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          // The payload's referral is the form's free text when 'other' was chosen.
          form.setErrors(
            apiFieldErrors(t, error.errors, messageOverrides, (field) =>
              field === 'referral' && isOther ? 'referralOther' : field,
            ),
          );
        }
      },
    });
  });

  const generalFailure = registration.isError && !(registration.error instanceof ApiError && registration.error.status === 422);

  const goBack = () => {
    // A visitor who landed here directly has no history inside the app to go back to.
    if (location.key === 'default') navigate('/');
    else navigate(-1);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Fieldset legend={t('customers.register.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('customers.fields.firstName')}
              autoComplete="given-name"
              required
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('customers.fields.lastName')}
              autoComplete="family-name"
              required
              {...form.getInputProps('last_name')}
            />
            <TextInput
              label={t('customers.fields.phone')}
              type="tel"
              autoComplete="tel"
              required
              {...form.getInputProps('phone_number')}
            />
            <TextInput
              label={t('customers.fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <PasswordInput
            mt="sm"
            label={t('customers.fields.password')}
            description={t('passwordReset.rule')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
        </Fieldset>

        <Fieldset legend={t('customers.register.company')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('customers.register.companyIntro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('customers.fields.vatNumber')}
              rightSection={
                vatState === 'checking' ? (
                  <Loader size="xs" role="status" aria-label={t('customers.register.vatChecking')} />
                ) : null
              }
              {...form.getInputProps('vat_number')}
            />
            <TextInput
              label={t('customers.fields.companyName')}
              description={t(isLookupFailed ? 'customers.register.companyNameTyped' : 'customers.register.companyNameHint')}
              autoComplete="organization"
              readOnly={!isLookupFailed}
              {...form.getInputProps('company_name')}
            />
          </SimpleGrid>
          {isLookupFailed && (
            <Alert mt="sm" color="primary" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
              <Text size="sm">
                {rateLimitMessage(t, vatError) ??
                  t(vatState === 'notFound' ? 'customers.register.vatNotFound' : 'customers.register.vatUnavailable')}
              </Text>
              <Text size="sm" c="dimmed">
                {t(vatState === 'notFound' ? 'customers.register.vatNotFoundLater' : 'customers.register.vatUnavailableLater')}
              </Text>
            </Alert>
          )}
        </Fieldset>

        <Fieldset legend={t('customers.register.addressSection')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('customers.fields.postcode')}
              autoComplete="postal-code"
              required
              {...form.getInputProps('postcode')}
            />
            <TextInput
              label={t('customers.fields.city')}
              autoComplete="address-level2"
              required
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('customers.fields.address')}
              autoComplete="street-address"
              required
              {...form.getInputProps('address')}
            />
          </SimpleGrid>
        </Fieldset>

        <Stack gap="sm">
          <Select
            label={t('customers.referral.label')}
            placeholder={t('customers.referral.placeholder')}
            data={referralOptions(t)}
            clearable
            allowDeselect
            {...form.getInputProps('referral')}
            value={values.referral || null}
            onChange={(value) => {
              form.setFieldValue('referral', (value ?? '') as Referral | '');
              if (value !== 'other') form.clearFieldError('referralOther');
            }}
          />
          {isOther && <TextInput label={t('customers.referral.otherLabel')} required {...form.getInputProps('referralOther')} />}
          <Checkbox label={t('customers.register.newsletter')} {...form.getInputProps('newsletter', { type: 'checkbox' })} />
        </Stack>

        {generalFailure && (
          <Alert color="danger" role="alert">
            {rateLimitMessage(t, registration.error) ?? t('customers.register.failed')}
          </Alert>
        )}

        <Group justify="space-between">
          <Button variant="default" onClick={goBack}>
            {t('customers.register.back')}
          </Button>
          <Button type="submit" disabled={hasErrors} loading={registration.isPending}>
            {t('customers.register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

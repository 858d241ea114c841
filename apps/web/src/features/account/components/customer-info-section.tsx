import { Badge, Button, Center, Group, Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Customer, customerUpdateSchema } from '@studiekraft/shared/schemas/customers';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCustomer } from '../../customers/api/get-customer.ts';
import { useUpdateCustomer } from '../../customers/api/update-customer.ts';
import { SaveResult } from './save-result.tsx';

const infoFields = customerUpdateSchema.pick({
  vat_number: true,
  company_name: true,
  address: true,
  postcode: true,
  city: true,
});

type InfoValues = Record<'vat_number' | 'company_name' | 'address' | 'postcode' | 'city', string>;

function CustomerInfoForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const update = useUpdateCustomer(customer.id);
  const form = useForm<InfoValues>({
    mode: 'controlled',
    initialValues: {
      vat_number: customer.vat_number ?? '',
      company_name: customer.company_name ?? '',
      address: customer.address ?? '',
      postcode: customer.postcode ?? '',
      city: customer.city ?? '',
    },
    validateInputOnChange: true,
    validate: zodFormValidator<InfoValues>(infoFields, t),
  });
  // Errors on fields this form shows go on the fields; any other (e.g. the hidden name) is a failure.
  const hasFieldErrors =
    update.error instanceof ApiError && Object.keys(update.error.errors ?? {}).some((field) => field in infoFields.shape);

  const submit = form.onSubmit((values) =>
    update.mutate(
      // PUT replaces the record: name and phone (edited under contact information) go back unchanged.
      {
        ...infoFields.parse(values),
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone_number: customer.phone_number,
      },
      {
        onSuccess: (saved) => authStore.updateAccount({ address: saved.address, postcode: saved.postcode, city: saved.city }),
        onError: (error) => {
          if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
        },
      },
    ),
  );

  const field = (
    name: keyof InfoValues,
    label: string,
    extra: { required?: boolean; autoComplete?: string; readOnly?: boolean; description?: ReactNode } = {},
  ) => <TextInput {...form.getInputProps(name)} label={t(`customers.fields.${label}` as 'customers.fields.city')} {...extra} />;
  // A company the CVR register confirmed keeps the register's name; it changes with the CVR number, which
  // the server looks up again (the server refuses a rename otherwise: validation.vat_verified).
  const isNameFromRegister = customer.vat_verified && form.values.vat_number.trim() === (customer.vat_number ?? '');
  // A saved number the register could not confirm (an outage at registration, decision 063): staff see it
  // on the customer page, and so does the customer, with what to do. The server looks an unchanged
  // unverified number up again on every save; a changed number is looked up anyway, so the note goes.
  const isUnconfirmed =
    Boolean(customer.vat_number) && !customer.vat_verified && form.values.vat_number.trim() === customer.vat_number;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('account.info.company')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field(
            'vat_number',
            'vatNumber',
            isUnconfirmed
              ? {
                  // The same light yellow badge as on the staff customer page, with the darkest shade as text (AA).
                  description: (
                    <>
                      <Badge component="span" variant="light" color="yellow" c="yellow.9" size="sm">
                        {t('account.info.vatUnverified')}
                      </Badge>{' '}
                      {t('account.info.vatUnverifiedHint')}
                    </>
                  ),
                }
              : {},
          )}
          {field(
            'company_name',
            'companyName',
            isNameFromRegister
              ? { autoComplete: 'organization', readOnly: true, description: t('account.info.companyNameFromRegister') }
              : { autoComplete: 'organization' },
          )}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('account.info.address')}
        </Title>
        {field('address', 'address', { required: true, autoComplete: 'street-address' })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('postcode', 'postcode', { required: true, autoComplete: 'postal-code' })}
          {field('city', 'city', { required: true, autoComplete: 'address-level2' })}
        </SimpleGrid>
        <SaveResult
          success={update.isSuccess ? t('account.info.saved') : null}
          failure={update.isError && !hasFieldErrors ? t('account.info.failed') : null}
        />
        <Group justify="flex-end">
          {/* Spec section 5: Update is disabled while errors exist. */}
          <Button type="submit" loading={update.isPending} disabled={!form.isValid()}>
            {t('account.info.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Dine informationer' (customers): company and address, loaded from the customer's own record. */
export function CustomerInfoSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const customer = useCustomer(customerId);
  if (customer.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (customer.isError) return <SaveResult failure={t('account.loadFailed')} />;
  // Not keyed by the data: a refetch after a contact save must not wipe what is being typed here; the
  // submit reads name and phone from the latest record anyway.
  return <CustomerInfoForm customer={customer.data} />;
}

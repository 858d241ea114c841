import { Button, Center, Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Customer, customerUpdateSchema } from '@studiekraft/shared/schemas/customers';
import { ApiError } from '../../../../lib/api-client.ts';
import { authStore } from '../../../../lib/auth-store.ts';
import { apiFieldErrors, zodFormValidator } from '../../../../lib/form-validation.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { useCustomer } from '../../../customers/api/get-customer.ts';
import { useUpdateCustomer } from '../../../customers/api/update-customer.ts';

const addressFields = customerUpdateSchema.pick({
  first_name: true,
  last_name: true,
  phone_number: true,
  address: true,
  postcode: true,
  city: true,
});

type AddressValues = Record<'first_name' | 'last_name' | 'phone_number' | 'address' | 'postcode' | 'city', string>;

function AddressFields({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const update = useUpdateCustomer(customer.id);
  const form = useForm<AddressValues>({
    initialValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone_number: customer.phone_number,
      address: customer.address ?? '',
      postcode: customer.postcode ?? '',
      city: customer.city ?? '',
    },
    validate: zodFormValidator<AddressValues>(addressFields, t),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      // PUT replaces the record: the company fields go back unchanged.
      { ...values, company_name: customer.company_name ?? undefined, vat_number: customer.vat_number ?? undefined },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('projects.actions.accept.addressSaved') });
          authStore.updateAccount({ address: saved.address, postcode: saved.postcode, city: saved.city });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
        },
      },
    ),
  );

  const field = (name: keyof AddressValues, label: string) => (
    <TextInput {...form.getInputProps(name)} label={t(`customers.fields.${label}` as 'customers.fields.city')} required />
  );
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {field('first_name', 'firstName')}
        {field('last_name', 'lastName')}
        {field('phone_number', 'phone')}
        {field('address', 'address')}
        {field('postcode', 'postcode')}
        {field('city', 'city')}
      </SimpleGrid>
      {update.isError && !(update.error instanceof ApiError && update.error.errors) && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {t('projects.actions.accept.addressFailed')}
        </Text>
      )}
      <Button type="submit" size="xs" mt="sm" loading={update.isPending}>
        {t('projects.actions.accept.saveAddress')}
      </Button>
    </form>
  );
}

/** The customer's address, required before an offer can be accepted (spec section 5). */
export function AddressForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const customer = useCustomer(customerId);
  return (
    <>
      <Text size="sm" fw={500}>
        {t('projects.actions.accept.addressIntro')}
      </Text>
      {customer.isPending ? (
        <Center py="sm">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : customer.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('projects.actions.accept.addressFailed')}
        </Text>
      ) : (
        <AddressFields customer={customer.data} />
      )}
    </>
  );
}

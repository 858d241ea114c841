import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Customer, customerUpdateSchema } from '@studiekraft/shared/schemas/customers';
import { useQueryClient } from '@tanstack/react-query';
import { NotesTextarea } from '../../../components/ui/notes-textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { customerKeys } from '../query-keys.ts';

type EditValues = Record<
  'first_name' | 'last_name' | 'phone_number' | 'company_name' | 'vat_number' | 'address' | 'postcode' | 'city' | 'notes',
  string
>;

const valuesOf = (customer: Customer): EditValues => ({
  first_name: customer.first_name,
  last_name: customer.last_name,
  phone_number: customer.phone_number,
  company_name: customer.company_name ?? '',
  vat_number: customer.vat_number ?? '',
  address: customer.address ?? '',
  postcode: customer.postcode ?? '',
  city: customer.city ?? '',
  notes: customer.notes ?? '',
});

interface CustomerEditFormProps {
  customer: Customer;
  onClose: () => void;
}

function CustomerEditForm({ customer, onClose }: CustomerEditFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCustomer(customer.id);
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: valuesOf(customer),
    validateInputOnChange: true,
    // The same schema the server checks, so the dialog and PUT customers/{id} cannot disagree.
    validate: zodFormValidator<EditValues>(customerUpdateSchema, t),
  });
  const hasFieldErrors = update.error instanceof ApiError && Object.keys(update.error.errors ?? {}).length > 0;

  const submit = form.onSubmit((values) =>
    update.mutate(customerUpdateSchema.parse(values), {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: customerKeys.all });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
      },
    }),
  );
  const field = (name: keyof EditValues, label: string, required = false) => (
    <TextInput
      {...form.getInputProps(name)}
      label={t(`customers.fields.${label}` as 'customers.fields.city')}
      required={required}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('adminCustomers.edit.customerInfo')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('first_name', 'firstName', true)}
          {field('last_name', 'lastName')}
          {field('phone_number', 'phone', true)}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('adminCustomers.edit.company')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('vat_number', 'vatNumber')}
          {field('company_name', 'companyName')}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('adminCustomers.edit.address')}
        </Title>
        {field('address', 'address', true)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('postcode', 'postcode', true)}
          {field('city', 'city', true)}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('adminCustomers.edit.notes')}
        </Title>
        <NotesTextarea {...form.getInputProps('notes')} aria-label={t('adminCustomers.edit.notes')} />
        {update.isError && !hasFieldErrors ? <Alert color="red">{t('adminCustomers.edit.failed')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminCustomers.edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isValid()}>
            {t('adminCustomers.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CustomerEditDialogProps extends CustomerEditFormProps {
  opened: boolean;
}

/** 'Rediger kunde: {name}' (spec section 2): a click outside must not throw away what was typed. */
export function CustomerEditDialog({ customer, opened, onClose }: CustomerEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={false}
      size="lg"
      title={t('adminCustomers.edit.title', { name: customer.name })}
    >
      {opened ? <CustomerEditForm customer={customer} onClose={onClose} /> : null}
    </Modal>
  );
}

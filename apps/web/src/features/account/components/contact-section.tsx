import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionAccount } from '@studiekraft/shared/schemas/auth';
import { contactInfoSchema } from '@studiekraft/shared/schemas/users';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUpdateContactInfo } from '../api/update-contact-info.ts';
import { SaveResult } from './save-result.tsx';

interface ContactValues {
  name: string;
  phone_number: string;
}

/** Contact information (name, phone) for every account type, spec section 5. */
export function ContactSection({ userId, account }: { userId: number; account: SessionAccount }) {
  const { t } = useTranslation();
  const update = useUpdateContactInfo(userId);
  const form = useForm<ContactValues>({
    initialValues: { name: account.name, phone_number: account.phone_number ?? '' },
    validate: zodFormValidator<ContactValues>(contactInfoSchema, t, {
      phone_number: { 'validation.format': 'account.contact.phoneFormat' },
    }),
  });
  // Field errors from the server are shown on the fields; the generic text is for everything else.
  const hasFieldErrors = update.error instanceof ApiError && update.error.errors !== undefined;

  const submit = form.onSubmit((values) => {
    update.mutate(contactInfoSchema.parse(values), {
      onSuccess: (user) => form.setValues({ name: user.account.name, phone_number: user.account.phone_number ?? '' }),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...form.getInputProps('name')} label={t('account.contact.name')} autoComplete="name" required />
          <TextInput
            {...form.getInputProps('phone_number')}
            label={t('account.contact.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
        </SimpleGrid>
        <SaveResult
          success={update.isSuccess ? t('account.contact.saved') : null}
          failure={update.isError && !hasFieldErrors ? t('account.contact.failed') : null}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

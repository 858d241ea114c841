import { Alert, Button, Center, Fieldset, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import {
  type SiteSettingField,
  type SiteSettings,
  siteSettingFields,
  updateSiteSettingsSchema,
} from '@studiekraft/shared/schemas/site-settings';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { useUpdateSiteSettings } from '../api/update-site-settings.ts';
import { MissingSettingsNotice } from './missing-settings-notice.tsx';

type Values = Record<SiteSettingField, string>;

const groups: { legend: 'company' | 'contact' | 'about'; fields: SiteSettingField[] }[] = [
  { legend: 'company', fields: ['company_name', 'address', 'postcode', 'city'] },
  { legend: 'contact', fields: ['email', 'phone', 'messenger_url', 'office_hours'] },
  { legend: 'about', fields: ['team_member'] },
];

const inputTypes: Partial<Record<SiteSettingField, string>> = { email: 'email', phone: 'tel', messenger_url: 'url' };

// The shared rules' codes carry no numbers here (they are checked by refinement): say the minimum in words.
const overrides: MessageOverrides = {
  postcode: { 'validation.min': 'siteSettings.errors.postcode' },
  phone: { 'validation.min': 'siteSettings.errors.phone' },
  messenger_url: { 'validation.format': 'siteSettings.errors.messengerUrl' },
};

const toValues = (settings: SiteSettings): Values =>
  Object.fromEntries(siteSettingFields.map((field) => [field, settings[field] ?? ''])) as Values;

/**
 * /administration/settings ('Indstillinger', spec section 2's title): the public contact details the
 * contact, about and terms pages and the customer's binding-agreement note show. An empty field is unset and
 * left out of those pages.
 */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin.titles.settings')}
      </Title>
      <Text c="dimmed">{t('siteSettings.intro')}</Text>
      {settings.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : settings.isError ? (
        <Alert color="red" title={t('siteSettings.loadFailed')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => settings.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <MissingSettingsNotice withLink={false} />
          <SettingsForm settings={settings.data} />
        </>
      )}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const save = useUpdateSiteSettings();
  const form = useForm<Values>({
    initialValues: toValues(settings),
    validate: zodFormValidator<Values>(updateSiteSettingsSchema, t, overrides),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(toValues(saved));
        form.setValues(toValues(saved));
        notifications.show({ color: 'green', message: t('siteSettings.saved'), autoClose: toastDurations.short });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors, overrides));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        {groups.map((group) => (
          <Fieldset key={group.legend} legend={t(`siteSettings.groups.${group.legend}`)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {group.fields.map((field) => (
                <TextInput
                  key={field}
                  {...form.getInputProps(field)}
                  type={inputTypes[field] ?? 'text'}
                  label={t(`siteSettings.fields.${field}`)}
                  description={t(`siteSettings.hints.${field}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {save.isError && !(save.error instanceof ApiError && save.error.errors) && (
          <Alert color="red" role="alert">
            {t('siteSettings.saveFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('siteSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { PriceType } from '@studiekraft/shared/constants/project-statuses';
import { type Project, type StaffProjectEdit, staffProjectEditSchema } from '@studiekraft/shared/schemas/projects';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, type MessageOverrides, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCatalogue } from '../../skills/api/get-catalogue.ts';
import { useEditProject } from '../api/correct-project.ts';
import { AmountInput, amountFieldText } from '../components/actions/amount-input.tsx';
import { amountOverrides } from '../components/actions/amount-overrides.ts';

interface Props {
  project: Project;
  opened: boolean;
  onClose: () => void;
}

interface EditValues {
  name: string;
  skill_id: string;
  price_type: PriceType;
  price: string;
  hours: string;
}

// The request nests the price; the form keeps its fields flat. Their names in either shape:
const formField: Record<string, string> = { 'price.price': 'price', 'price.hours': 'hours', 'price.price_type': 'price_type' };
const toFormField = (field: string) => formField[field] ?? field;
const overrides: MessageOverrides = {
  price: amountOverrides.offer ?? {},
  hours: amountOverrides.hours ?? {},
  'price.price': amountOverrides.offer ?? {},
  'price.hours': amountOverrides.hours ?? {},
};

/**
 * Staff correct a project (issue 36): its name and skill at any time, the agreed price once accepted. After
 * the finalize a new price credits the invoice and bills the project anew (the dialog says so first). The
 * server writes a system line naming each change, which both parties see.
 */
export function ProjectEditDialog({ project, opened, onClose }: Props) {
  const { t } = useTranslation();
  const edit = useEditProject(project.id);
  const catalogue = useCatalogue('all');
  const isFinalized = project.status === 'project-finalized';
  const priceEditable = (project.status === 'project-offer-accepted' || isFinalized) && project.accepted_price !== null;

  const payloadOf = (values: EditValues): StaffProjectEdit =>
    ({
      name: values.name,
      skill_id: values.skill_id,
      ...(priceEditable
        ? {
            price: {
              price_type: values.price_type,
              price: values.price,
              hours: values.price_type === 'hourly' ? values.hours : null,
            },
          }
        : {}),
    }) as unknown as StaffProjectEdit;

  const form = useForm<EditValues>({
    initialValues: {
      name: project.name,
      skill_id: String(project.skill_id),
      price_type: project.price_type,
      price: amountFieldText(project.accepted_price),
      // Before the finalize the accepted estimate; after it, the hours billed.
      hours: amountFieldText(isFinalized ? project.hours_used : project.offered_hours),
    },
    validate: (values) => {
      const errors = zodFormValidator<StaffProjectEdit>(staffProjectEditSchema, t, overrides)(payloadOf(values) as never);
      return Object.fromEntries(Object.entries(errors).map(([field, text]) => [toFormField(field), text]));
    },
  });

  // Enabled skills by group; a project's disabled skill stays choosable, so an untouched field sends no change.
  const groups = (catalogue.data ?? []).map((group) => ({
    group: group.name,
    items: (group.skills ?? []).map((skill) => ({ value: String(skill.id), label: skill.name })),
  }));
  const listed = groups.some((group) => group.items.some((item) => item.value === String(project.skill_id)));
  const skillOptions =
    listed || !project.skill
      ? groups
      : [
          ...groups,
          {
            group: t('adminProjects.edit.currentSkill'),
            items: [{ value: String(project.skill_id), label: project.skill.name }],
          },
        ];

  const failure =
    edit.error instanceof ApiError && edit.error.code === 'INVALID_TRANSITION'
      ? t('adminProjects.edit.notAccepted')
      : edit.error instanceof ApiError && edit.error.code === 'VALIDATION_FAILED'
        ? null
        : edit.isError
          ? t('adminProjects.edit.failed')
          : null;

  const submit = form.onSubmit((values) =>
    edit.mutate(payloadOf(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('adminProjects.edit.done'), autoClose: toastDurations.short });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors, overrides, toFormField));
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('adminProjects.edit.title', { name: project.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('adminProjects.edit.intro')}
          </Text>
          <TextInput {...form.getInputProps('name')} label={t('adminProjects.edit.name')} required data-autofocus />
          <Select
            {...form.getInputProps('skill_id')}
            label={t('adminProjects.edit.skill')}
            data={skillOptions}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('adminProjects.edit.noSkill')}
            disabled={catalogue.isPending}
          />
          {priceEditable ? (
            <>
              <SegmentedControl
                aria-label={t('adminProjects.edit.priceType')}
                {...form.getInputProps('price_type')}
                data={[
                  { value: 'hourly', label: t('adminProjects.edit.hourly') },
                  { value: 'unit', label: t('adminProjects.edit.unit') },
                ]}
              />
              <Group grow align="flex-start" gap="xs">
                <AmountInput
                  {...form.getInputProps('price')}
                  label={t(
                    form.values.price_type === 'hourly' ? 'adminProjects.edit.priceHourly' : 'adminProjects.edit.priceUnit',
                  )}
                  required
                />
                {form.values.price_type === 'hourly' && (
                  <AmountInput
                    {...form.getInputProps('hours')}
                    label={t(isFinalized ? 'adminProjects.edit.hoursBilled' : 'adminProjects.edit.hours')}
                    required
                  />
                )}
              </Group>
              {isFinalized && (
                <Alert color="orange" p="xs">
                  {t('adminProjects.edit.rebillWarning')}
                </Alert>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('adminProjects.edit.priceNotAccepted')}
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert" p="xs">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('projects.actions.close.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {t('adminProjects.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

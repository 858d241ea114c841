import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { danishSlug } from '@studiekraft/shared/rules/danish-slug';
import {
  type CreateSkillGroup,
  createSkillGroupSchema,
  type SkillGroup,
  updateSkillGroupSchema,
} from '@studiekraft/shared/schemas/catalogue';
import type { ChangeEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCreateGroup, useUpdateGroup } from '../api/catalogue-admin.ts';
import { CatalogueFormActions } from './catalogue-form-actions.tsx';

type Values = { name: string; slug: string; order: number | string };

const toPayload = (values: Values): CreateSkillGroup => ({
  name: values.name.trim(),
  slug: values.slug.trim(),
  ...(values.order === '' ? {} : { order: Number(values.order) }),
});

function GroupForm({ group, onDone }: { group: SkillGroup | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const mutation = group ? update : create;
  const schema = group ? updateSkillGroupSchema : createSkillGroupSchema;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: group?.name ?? '', slug: group?.slug ?? '', order: group?.order ?? '' },
    validate: (values) => zodFormValidator(schema, t)(toPayload(values)),
  });
  const options = {
    onSuccess: () => onDone(true),
    onError: (error: Error) => {
      if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
    },
  };
  const submit = form.onSubmit((values) =>
    group ? update.mutate({ id: group.id, body: toPayload(values) }, options) : create.mutate(toPayload(values), options),
  );
  // A new group's slug follows its name until staff type one of their own.
  const nameProps = form.getInputProps('name');
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!group && form.values.slug === danishSlug(form.values.name))
      form.setFieldValue('slug', danishSlug(event.currentTarget.value));
    nameProps.onChange(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...nameProps} onChange={onNameChange} label={t('adminCatalogue.fields.name')} required data-autofocus />
        <TextInput
          {...form.getInputProps('slug')}
          label={t('adminCatalogue.fields.slug')}
          description={t('adminCatalogue.fields.slugHelp')}
          required
        />
        <NumberInput
          {...form.getInputProps('order')}
          label={t('adminCatalogue.fields.order')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
        />
        <CatalogueFormActions mutation={mutation} isNew={!group} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}

interface GroupFormDialogProps {
  /** null: closed; `{ group: null }`: a new group. */
  state: { group: SkillGroup | null } | null;
  onDone: (saved: boolean) => void;
}

/** Create a skill group, or rename one, change its address and its place in the menu. */
export function GroupFormDialog({ state, onDone }: GroupFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={state !== null}
      onClose={() => onDone(false)}
      closeOnClickOutside={false}
      title={t(state?.group ? 'adminCatalogue.groupEditTitle' : 'adminCatalogue.groupCreateTitle')}
    >
      {state ? <GroupForm group={state.group} onDone={onDone} /> : null}
    </Modal>
  );
}

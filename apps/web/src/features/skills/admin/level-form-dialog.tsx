import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { danishSlug } from '@studiekraft/shared/rules/danish-slug';
import { type CreateLevel, createLevelSchema, type Level, updateLevelSchema } from '@studiekraft/shared/schemas/catalogue';
import type { ChangeEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCreateLevel, useUpdateLevel } from '../api/catalogue-admin.ts';
import { CatalogueFormActions } from './catalogue-form-actions.tsx';

// No number in the order field is a missing value, not a wrong one.
const orderRequired = { order: { 'validation.type': 'validation.required' } } as const;

type Values = { key: string; name: string; order: number | string };

// An empty order reads as a missing number: the schema then says so in Danish, instead of sending 0.
const toPayload = (values: Values, isNew: boolean) => ({
  ...(isNew ? { key: values.key.trim() } : {}),
  name: values.name.trim(),
  order: values.order === '' ? undefined : Number(values.order),
});

function LevelForm({ level, nextOrder, onDone }: { level: Level | null; nextOrder: number; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const create = useCreateLevel();
  const update = useUpdateLevel();
  const mutation = level ? update : create;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { key: level?.key ?? '', name: level?.name ?? '', order: level?.order ?? nextOrder },
    validate: (values) =>
      zodFormValidator(
        level ? updateLevelSchema.required({ order: true }) : createLevelSchema,
        t,
        orderRequired,
      )(toPayload(values, !level)),
  });
  const options = {
    onSuccess: () => onDone(true),
    onError: (error: Error) => {
      if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
    },
  };
  const submit = form.onSubmit((values) =>
    level
      ? update.mutate({ id: level.id, body: toPayload(values, false) }, options)
      : create.mutate(toPayload(values, true) as CreateLevel, options),
  );
  // A new level's key follows its name until staff type one of their own.
  const nameProps = form.getInputProps('name');
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!level && form.values.key === danishSlug(form.values.name))
      form.setFieldValue('key', danishSlug(event.currentTarget.value));
    nameProps.onChange(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...nameProps} onChange={onNameChange} label={t('adminCatalogue.fields.name')} required data-autofocus />
        {level ? null : (
          <TextInput
            {...form.getInputProps('key')}
            label={t('adminCatalogue.fields.key')}
            description={t('adminCatalogue.fields.levelKeyHelp')}
            required
          />
        )}
        <NumberInput
          {...form.getInputProps('order')}
          label={t('adminCatalogue.fields.order')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          required
        />
        <CatalogueFormActions mutation={mutation} isNew={!level} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}

interface LevelFormDialogProps {
  state: { level: Level | null } | null;
  /** A new level's suggested place: after the last. */
  nextOrder: number;
  onDone: (saved: boolean) => void;
}

/** Create a level (key, name, order), or rename one and move it in the order. */
export function LevelFormDialog({ state, nextOrder, onDone }: LevelFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={state !== null}
      onClose={() => onDone(false)}
      closeOnClickOutside={false}
      title={t(state?.level ? 'adminCatalogue.levelEditTitle' : 'adminCatalogue.levelCreateTitle')}
    >
      {state ? <LevelForm level={state.level} nextOrder={nextOrder} onDone={onDone} /> : null}
    </Modal>
  );
}

import { Fieldset, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { priceLimits } from '@studiekraft/shared/constants/price-limits';
import type { PriceType } from '@studiekraft/shared/constants/project-statuses';
import { danishSlug } from '@studiekraft/shared/rules/danish-slug';
import {
  createSkillSchema,
  type Level,
  type PaygradeInput,
  type Skill,
  type SkillGroup,
  updateSkillSchema,
} from '@studiekraft/shared/schemas/catalogue';
import type { ChangeEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCreateSkill, useUpdateSkill } from '../api/catalogue-admin.ts';
import { CatalogueFormActions } from './catalogue-form-actions.tsx';

type PriceRow = { level_id: number; starting_price: number | string; type: PriceType };
type Values = { name: string; key: string; slug: string; skill_group_id: string; prices: PriceRow[] };

/** The price table as the API takes it: one paygrade per level with a price; an empty price is none. */
function toPaygrades(prices: PriceRow[]): { paygrades: PaygradeInput[]; rowOf: number[] } {
  const rowOf: number[] = [];
  const paygrades: PaygradeInput[] = [];
  prices.forEach((row, index) => {
    if (row.starting_price === '') return;
    rowOf.push(index);
    paygrades.push({ level_id: row.level_id, starting_price: Number(row.starting_price), type: row.type });
  });
  return { paygrades, rowOf };
}

function toPayload(values: Values, isNew: boolean) {
  return {
    skill_group_id: Number(values.skill_group_id),
    ...(isNew ? { key: values.key.trim() } : {}),
    name: values.name.trim(),
    slug: values.slug.trim(),
    paygrades: toPaygrades(values.prices).paygrades,
  };
}

/** A payload field's error under the form's field: `paygrades.1.starting_price` is the row it came from. */
function formField(values: Values) {
  const { rowOf } = toPaygrades(values.prices);
  return (field: string) => {
    const match = /^paygrades\.(\d+)\.(\w+)$/.exec(field);
    if (!match) return field === 'paygrades' ? 'prices' : field;
    return `prices.${rowOf[Number(match[1])] ?? 0}.${match[2] === 'type' ? 'type' : 'starting_price'}`;
  };
}

interface SkillFormProps {
  skill: Skill | null;
  groupId: number;
  groups: SkillGroup[];
  levels: Level[];
  onDone: (saved: boolean) => void;
}

function SkillForm({ skill, groupId, groups, levels, onDone }: SkillFormProps) {
  const { t } = useTranslation();
  const create = useCreateSkill();
  const update = useUpdateSkill();
  const mutation = skill ? update : create;
  const schema = skill ? updateSkillSchema : createSkillSchema;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: skill?.name ?? '',
      key: skill?.key ?? '',
      slug: skill?.slug ?? '',
      skill_group_id: String(skill?.skill_group_id ?? groupId),
      // Every level, hidden ones too: the API replaces the whole table, so a row left out would be removed.
      prices: levels.map((level) => {
        const paygrade = skill?.paygrades?.find((candidate) => candidate.level_id === level.id);
        return { level_id: level.id, starting_price: paygrade?.starting_price ?? '', type: paygrade?.type ?? 'hourly' };
      }),
    },
    validate: (values) => {
      const rename = formField(values);
      const errors: FormErrors = {};
      for (const [field, message] of Object.entries(zodFormValidator(schema, t)(toPayload(values, !skill)))) {
        errors[rename(field)] = message;
      }
      return errors;
    },
  });
  const options = {
    onSuccess: () => onDone(true),
    onError: (error: Error) => {
      if (error instanceof ApiError && error.errors) {
        form.setErrors(apiFieldErrors(t, error.errors, {}, formField(form.getValues())));
      }
    },
  };
  const submit = form.onSubmit((values) => {
    const payload = toPayload(values, !skill);
    if (skill) update.mutate({ id: skill.id, body: payload }, options);
    else create.mutate({ ...payload, key: values.key.trim() }, options);
  });
  const nameProps = form.getInputProps('name');
  // A new skill's address and key follow its name until staff type their own.
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = danishSlug(event.currentTarget.value);
    const previous = danishSlug(form.values.name);
    if (!skill && form.values.slug === previous) form.setFieldValue('slug', next);
    if (!skill && form.values.key === previous) form.setFieldValue('key', next);
    nameProps.onChange(event);
  };
  const priceTypes = [
    { value: 'hourly', label: t('adminCatalogue.priceTypes.hourly') },
    { value: 'unit', label: t('adminCatalogue.priceTypes.unit') },
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput {...nameProps} onChange={onNameChange} label={t('adminCatalogue.fields.name')} required data-autofocus />
        <Select
          {...form.getInputProps('skill_group_id')}
          label={t('adminCatalogue.fields.group')}
          data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          allowDeselect={false}
          required
        />
        <TextInput
          {...form.getInputProps('slug')}
          label={t('adminCatalogue.fields.slug')}
          description={t('adminCatalogue.fields.slugHelp')}
          required
        />
        {skill ? null : (
          <TextInput
            {...form.getInputProps('key')}
            label={t('adminCatalogue.fields.key')}
            description={t('adminCatalogue.fields.keyHelp')}
            required
          />
        )}
        <Fieldset legend={t('adminCatalogue.pricesTitle')} variant="unstyled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('adminCatalogue.pricesHelp')}
            </Text>
            {form.errors.prices ? (
              <Text size="sm" c="red" role="alert">
                {form.errors.prices}
              </Text>
            ) : null}
            {levels.map((level, index) => {
              const name = level.enabled ? level.name : t('adminCatalogue.hiddenLevel', { name: level.name });
              return (
                <Group key={level.id} gap="xs" align="flex-start" grow wrap="wrap">
                  <NumberInput
                    {...form.getInputProps(`prices.${index}.starting_price`)}
                    label={t('adminCatalogue.fields.price', { level: name })}
                    min={0}
                    max={priceLimits.offerMax}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator="."
                    decimalSeparator=","
                    miw={140}
                  />
                  <Select
                    {...form.getInputProps(`prices.${index}.type`)}
                    label={t('adminCatalogue.fields.priceType', { level: name })}
                    data={priceTypes}
                    allowDeselect={false}
                    miw={140}
                  />
                </Group>
              );
            })}
          </Stack>
        </Fieldset>
        <CatalogueFormActions mutation={mutation} isNew={!skill} onCancel={() => onDone(false)} />
      </Stack>
    </form>
  );
}

interface SkillFormDialogProps {
  /** null: closed; a skill to edit, or none to add one to the group. */
  state: { skill: Skill | null; groupId: number } | null;
  groups: SkillGroup[];
  levels: Level[];
  onDone: (saved: boolean) => void;
}

/** Add or edit a skill: name, group (a move), address, key (new only) and its price per level. */
export function SkillFormDialog({ state, groups, levels, onDone }: SkillFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={state !== null}
      onClose={() => onDone(false)}
      closeOnClickOutside={false}
      title={t(state?.skill ? 'adminCatalogue.skillEditTitle' : 'adminCatalogue.skillCreateTitle')}
    >
      {state ? <SkillForm {...state} groups={groups} levels={levels} onDone={onDone} /> : null}
    </Modal>
  );
}

import { Button, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { finalPrice } from '@studiekraft/shared/rules/pricing';
import { finalizeSchema } from '@studiekraft/shared/schemas/projects';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '../../../../lib/form-validation.ts';
import { formatPrice } from '../../../../lib/format.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';

interface FinalizeValues {
  hours: number | string;
}

// Hours are optional in the shared schema (fixed-price work has none) but required for hourly work.
const hourlyFinalizeSchema = finalizeSchema.extend({ hours: finalizeSchema.shape.hours.unwrap() });

/** The student closes the work; hourly projects report the hours used, which set the final price. */
export function FinalizeForm({ project, onDone }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const action = useProjectAction(project.id, project.conversation_id);
  const isHourly = project.price_type === 'hourly';
  const form = useForm<FinalizeValues>({
    initialValues: { hours: '' },
    validate: (values) => (isHourly ? zodFormValidator<FinalizeValues>(hourlyFinalizeSchema, t)(values) : {}),
  });
  const accepted = project.accepted_price ?? 0;
  const hours = Number(form.values.hours);
  const hasPrice = !isHourly || (form.values.hours !== '' && Number.isFinite(hours));

  const submit = form.onSubmit((values) =>
    action.mutate({ action: 'finalize', body: isHourly ? { hours: Number(values.hours) } : {} }, { onSuccess: onDone }),
  );

  return (
    <ActionCard title={t('projects.actions.finalize.title')} error={action.isError ? actionErrorText(t, action.error) : null}>
      <form onSubmit={submit} noValidate>
        {isHourly ? (
          <NumberInput
            {...form.getInputProps('hours')}
            label={t('projects.actions.finalize.hours')}
            min={0}
            allowNegative={false}
            decimalScale={2}
            decimalSeparator=","
            required
          />
        ) : (
          <Text size="sm">{t('projects.actions.finalize.unitText')}</Text>
        )}
        {hasPrice && (
          <Text size="sm" mt="xs" data-testid="final-price">
            {t('projects.actions.finalize.finalPrice', {
              price: formatPrice(finalPrice(project.price_type, accepted, isHourly ? hours : null), language),
            })}
          </Text>
        )}
        <Button type="submit" size="xs" mt="sm" loading={action.isPending}>
          {t('projects.actions.finalize.submit')}
        </Button>
      </form>
    </ActionCard>
  );
}

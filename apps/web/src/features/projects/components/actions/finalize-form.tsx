import { Button, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { finalPrice } from '@studiekraft/shared/rules/pricing';
import { finalizeSchema } from '@studiekraft/shared/schemas/projects';
import { ApiError } from '../../../../lib/api-client.ts';
import { zodFormValidator } from '../../../../lib/form-validation.ts';
import { formatPrice } from '../../../../lib/format-money.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { formatHours } from '../project-details.tsx';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';
import { AmountInput } from './amount-input.tsx';
import { amountOverrides } from './amount-overrides.ts';

/** The hours as typed: read whole by the shared schema, so '-4' is refused rather than billed as 4. */
interface FinalizeValues {
  hours: string;
}

// Hours are optional in the shared schema (fixed-price work has none) but required for hourly work.
const hourlyFinalizeSchema = finalizeSchema.extend({ hours: finalizeSchema.shape.hours.unwrap() });

/** The hours the field holds as the server would read them, or null while they are refused. */
function readHours(values: FinalizeValues): number | null {
  const parsed = hourlyFinalizeSchema.safeParse(values);
  return parsed.success ? parsed.data.hours : null;
}

/**
 * The student closes the work; hourly projects report the hours used, which set the final price. More
 * hours than accepted (plus approved extra hours) need the customer's approval first (decision 014).
 */
export function FinalizeForm({ project, onDone }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const action = useProjectAction(project.id, project.conversation_id);
  const isHourly = project.price_type === 'hourly';
  const cap = project.billable_hours;
  const overCap = cap === null ? '' : t('projects.actions.finalize.overCap', { hours: formatHours(t, cap) });
  const form = useForm<FinalizeValues>({
    initialValues: { hours: '' },
    validate: (values) => {
      if (!isHourly) return {};
      const errors = zodFormValidator<FinalizeValues>(hourlyFinalizeSchema, t, amountOverrides)(values);
      if (!errors.hours && cap !== null && (readHours(values) ?? 0) > cap) return { hours: overCap };
      return errors;
    },
  });
  const accepted = project.accepted_price ?? 0;
  const hours = isHourly ? readHours(form.values) : null;
  const hasPrice = !isHourly || hours !== null;

  const submit = form.onSubmit((values) =>
    action.mutate(
      { action: 'finalize', body: isHourly ? { hours: readHours(values) ?? undefined } : {} },
      {
        onSuccess: onDone,
        // Approved hours changed under an open page: the server's bound is the one that counts.
        onError: (error) => {
          if (error instanceof ApiError && error.errors?.hours) form.setErrors({ hours: overCap });
        },
      },
    ),
  );

  return (
    <ActionCard title={t('projects.actions.finalize.title')} error={action.isError ? actionErrorText(t, action.error) : null}>
      <form onSubmit={submit} noValidate>
        {isHourly ? (
          <>
            {cap !== null && (
              <Text size="sm" mb="xs" data-testid="billable-hours">
                {t('projects.actions.finalize.cap', { hours: formatHours(t, cap) })}
              </Text>
            )}
            <AmountInput {...form.getInputProps('hours')} label={t('projects.actions.finalize.hours')} required />
          </>
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

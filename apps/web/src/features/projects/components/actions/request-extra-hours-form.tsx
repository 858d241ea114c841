import { Button, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { extraHoursRoom } from '@studiekraft/shared/rules/extra-hours';
import { requestExtraHoursSchema } from '@studiekraft/shared/schemas/projects';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../../lib/form-validation.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { formatHours } from '../project-details.tsx';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';
import { AmountInput } from './amount-input.tsx';
import { amountOverrides } from './amount-overrides.ts';
import { extraHoursCost } from './extra-hours-text.ts';

/** The hours as typed: read whole by the shared schema, so '-2' is refused rather than asked for as 2. */
interface ExtraHoursValues {
  hours: string;
  reason: string;
}

/** The hours the field holds as the server would read them, or null while they are refused. */
function readHours(text: string): number | null {
  const parsed = requestExtraHoursSchema.shape.hours.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * Hourly work that takes longer than accepted: the student asks the customer to approve the extra hours,
 * with a reason, before billing them (decision 014). A new request replaces one still pending.
 */
export function RequestExtraHoursForm({ project, onDone }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const action = useProjectAction(project.id, project.conversation_id);
  const [isOpen, setOpen] = useState(false);
  const room = extraHoursRoom(project);
  const form = useForm<ExtraHoursValues>({
    initialValues: { hours: '', reason: '' },
    validate: (values) => {
      const errors = zodFormValidator<ExtraHoursValues>(requestExtraHoursSchema, t, amountOverrides)(values);
      if (!errors.hours && (readHours(values.hours) ?? 0) > room) {
        return { ...errors, hours: t('projects.actions.extraHours.tooMany', { hours: formatHours(t, room) }) };
      }
      return errors;
    },
  });
  const hours = readHours(form.values.hours);
  const pending = project.extra_hours_request;

  const submit = form.onSubmit((values) =>
    action.mutate(
      { action: 'requestExtraHours', body: { hours: readHours(values.hours) ?? 0, reason: values.reason } },
      {
        onSuccess: () => {
          setOpen(false);
          form.reset();
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors, amountOverrides));
        },
      },
    ),
  );

  return (
    <ActionCard title={t('projects.actions.extraHours.title')} error={action.isError ? actionErrorText(t, action.error) : null}>
      <Text size="sm">{t('projects.actions.extraHours.intro')}</Text>
      {pending && (
        <Text size="sm" fw={500} data-testid="extra-hours-pending">
          {t('projects.actions.extraHours.pending', { extra: extraHoursCost(project, pending.hours, t, language) })}
        </Text>
      )}
      {isOpen ? (
        <form onSubmit={submit} noValidate>
          <AmountInput {...form.getInputProps('hours')} label={t('projects.actions.extraHours.hours')} required />
          <Textarea
            {...form.getInputProps('reason')}
            label={t('projects.actions.extraHours.reason')}
            autosize
            minRows={2}
            mt="xs"
            required
          />
          {hours !== null && (
            <Text size="sm" mt="xs" data-testid="extra-hours-cost">
              {extraHoursCost(project, hours, t, language)}
            </Text>
          )}
          <Button type="submit" size="xs" mt="sm" loading={action.isPending}>
            {t('projects.actions.extraHours.submit')}
          </Button>
        </form>
      ) : (
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          {t(pending ? 'projects.actions.extraHours.openAgain' : 'projects.actions.extraHours.open')}
        </Button>
      )}
    </ActionCard>
  );
}

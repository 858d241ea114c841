import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { offerTotal } from '@studiekraft/shared/rules/pricing';
import { priceOfferSchema } from '@studiekraft/shared/schemas/projects';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../../lib/form-validation.ts';
import { formatPrice } from '../../../../lib/format.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { offerExpiry } from '../../offer-expiry.ts';
import { formatHours } from '../project-details.tsx';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';
import { amountOverrides } from './amount-overrides.ts';

interface OfferValues {
  offer: number | string;
  hours: number | string;
}

// The shared schema leaves hours optional because fixed-price projects have none; hourly ones need them.
const hourlyOfferSchema = priceOfferSchema.extend({ hours: priceOfferSchema.shape.hours.unwrap() });
const unitOfferSchema = priceOfferSchema.omit({ hours: true });

/** Post or update the price offer: price (and hours for hourly work), with the total it makes. */
export function PriceOfferForm({ project, onDone }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const action = useProjectAction(project.id, project.conversation_id);
  const isHourly = project.price_type === 'hourly';
  const hasOffer = project.offered_price !== null;
  const form = useForm<OfferValues>({
    initialValues: {
      offer: project.offered_price ?? project.starting_price ?? '',
      hours: project.offered_hours ?? '',
    },
    validate: (values) =>
      zodFormValidator<OfferValues>(isHourly ? hourlyOfferSchema : unitOfferSchema, t, amountOverrides)(values),
  });

  // Posting again, changed or not, dates the offer anew: that is how an expired one is renewed.
  const expiry = hasOffer ? offerExpiry(project, t) : null;
  const offer = Number(form.values.offer);
  const hours = Number(form.values.hours);
  const hasTotal = form.values.offer !== '' && Number.isFinite(offer) && (!isHourly || (form.values.hours !== '' && hours > 0));

  const submit = form.onSubmit((values) => {
    const body = isHourly ? { offer: Number(values.offer), hours: Number(values.hours) } : { offer: Number(values.offer) };
    action.mutate(
      { action: 'priceOffer', body: z.parse(priceOfferSchema, body) },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors));
        },
      },
    );
  });

  return (
    <ActionCard
      title={t(hasOffer ? 'projects.actions.offer.titleUpdate' : 'projects.actions.offer.title')}
      error={action.isError ? actionErrorText(t, action.error) : null}
    >
      {expiry && (
        <Alert color={expiry.isExpired ? 'orange' : 'gray'} p="xs" data-testid="offer-validity">
          {t(expiry.isExpired ? 'projects.actions.offer.expired' : 'projects.actions.offer.validUntil', { date: expiry.date })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Group grow align="flex-start" gap="xs">
          <NumberInput
            {...form.getInputProps('offer')}
            label={t(isHourly ? 'projects.actions.offer.offerHourly' : 'projects.actions.offer.offerUnit')}
            min={0}
            allowNegative={false}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            required
          />
          {isHourly && (
            <NumberInput
              {...form.getInputProps('hours')}
              label={t('projects.actions.offer.hours')}
              min={1}
              allowNegative={false}
              decimalScale={2}
              decimalSeparator=","
              required
            />
          )}
        </Group>
        {hasTotal && (
          <Text size="sm" mt="xs" data-testid="offer-total">
            {isHourly
              ? t('projects.actions.offer.totalHourly', {
                  price: formatPrice(offer, language),
                  hours: formatHours(t, hours),
                  total: formatPrice(offerTotal('hourly', offer, hours), language),
                })
              : t('projects.actions.offer.totalUnit', { total: formatPrice(offerTotal('unit', offer, null), language) })}
          </Text>
        )}
        <Button type="submit" size="xs" mt="sm" loading={action.isPending}>
          {t(
            expiry?.isExpired
              ? 'projects.actions.offer.resend'
              : hasOffer
                ? 'projects.actions.offer.update'
                : 'projects.actions.offer.send',
          )}
        </Button>
      </form>
    </ActionCard>
  );
}

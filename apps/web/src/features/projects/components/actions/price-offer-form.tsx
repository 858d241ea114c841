import { Alert, Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { offerTotal } from '@studiekraft/shared/rules/pricing';
import { priceOfferSchema } from '@studiekraft/shared/schemas/projects';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { apiFieldErrors, zodFormValidator } from '../../../../lib/form-validation.ts';
import { formatPrice } from '../../../../lib/format-money.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { offerFarFromPaygrade } from '../../../../lib/paygrade.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { offerExpiry } from '../../offer-expiry.ts';
import { formatHours } from '../project-details.tsx';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';
import { AmountInput, amountFieldText } from './amount-input.tsx';
import { amountOverrides } from './amount-overrides.ts';

/** The fields as typed: the shared schema reads the text, so what is checked is what the field shows. */
interface OfferValues {
  offer: string;
  hours: string;
}

// The shared schema leaves hours optional because fixed-price projects have none; hourly ones need them.
const hourlyOfferSchema = priceOfferSchema.extend({ hours: priceOfferSchema.shape.hours.unwrap() });
const unitOfferSchema = priceOfferSchema.omit({ hours: true });

/** The offer the fields make, as the server would read it, or null while one of them is refused. */
function readOffer(isHourly: boolean, values: OfferValues): { offer: number; hours?: number } | null {
  if (isHourly) {
    const hourly = hourlyOfferSchema.safeParse(values);
    return hourly.success ? { offer: hourly.data.offer, hours: hourly.data.hours } : null;
  }
  const unit = unitOfferSchema.safeParse({ offer: values.offer });
  return unit.success ? { offer: unit.data.offer } : null;
}

/**
 * Post or update the price offer: price (and hours for hourly work), with the total it makes. A price far
 * from the student's own paygrade for the skill is sent only after they confirm it (decision 060).
 */
export function PriceOfferForm({ project, onDone }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const action = useProjectAction(project.id, project.conversation_id);
  const isHourly = project.price_type === 'hourly';
  const hasOffer = project.offered_price !== null;
  const [confirming, setConfirming] = useState<'below' | 'above' | null>(null);
  const form = useForm<OfferValues>({
    initialValues: {
      offer: amountFieldText(project.offered_price ?? project.starting_price),
      hours: amountFieldText(project.offered_hours),
    },
    validate: (values) =>
      zodFormValidator<OfferValues>(isHourly ? hourlyOfferSchema : unitOfferSchema, t, amountOverrides)(values),
    validateInputOnBlur: true,
    // A changed price or hours asks again: the confirmation was for the values it named.
    onValuesChange: () => setConfirming(null),
  });

  // Posting again, changed or not, dates the offer anew: that is how an expired one is renewed.
  const expiry = hasOffer ? offerExpiry(project) : null;
  // The total only for values the server would take: never '60 kr.' for a '-5' the server refuses.
  const parsed = readOffer(isHourly, form.values);
  const offer = parsed?.offer ?? null;
  const hours = parsed?.hours ?? null;

  const send = (body: { offer: number; hours?: number }) =>
    action.mutate(
      { action: 'priceOffer', body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.errors) form.setErrors(apiFieldErrors(t, error.errors, amountOverrides));
        },
      },
    );

  const submit = form.onSubmit(() => {
    if (!parsed) return;
    const distance = offerFarFromPaygrade(parsed.offer, project.starting_price);
    if (distance && confirming !== distance) {
      setConfirming(distance);
      return;
    }
    setConfirming(null);
    send(parsed);
  });

  const paygrade = project.starting_price === null ? '' : formatPrice(project.starting_price, language);
  const priceText = offer === null ? '' : formatPrice(offer, language);

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
          <AmountInput
            {...form.getInputProps('offer')}
            label={t(isHourly ? 'projects.actions.offer.offerHourly' : 'projects.actions.offer.offerUnit')}
            required
          />
          {isHourly && <AmountInput {...form.getInputProps('hours')} label={t('projects.actions.offer.hours')} required />}
        </Group>
        {offer !== null && (
          <Text size="sm" mt="xs" data-testid="offer-total">
            {isHourly && hours !== null
              ? t('projects.actions.offer.totalHourly', {
                  price: priceText,
                  hours: formatHours(t, hours),
                  total: formatPrice(offerTotal('hourly', offer, hours), language),
                })
              : t('projects.actions.offer.totalUnit', { total: formatPrice(offerTotal('unit', offer, null), language) })}
          </Text>
        )}
        {confirming && (
          <Alert color="orange" p="xs" mt="xs" role="alert" data-testid="offer-confirm">
            {t(confirming === 'below' ? 'projects.actions.offer.farBelow' : 'projects.actions.offer.farAbove', {
              price: priceText,
              paygrade,
            })}
          </Alert>
        )}
        <Button type="submit" size="xs" mt="sm" loading={action.isPending}>
          {t(
            confirming
              ? 'projects.actions.offer.confirmSend'
              : expiry?.isExpired
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

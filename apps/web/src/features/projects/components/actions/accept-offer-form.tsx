import { Alert, Button, Checkbox, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@studiekraft/shared/constants/limits';
import type { SessionAccount } from '@studiekraft/shared/schemas/auth';
import { useSession } from '../../../../lib/auth-store.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { offerExpiry } from '../../offer-expiry.ts';
import { offerLine } from '../project-details.tsx';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';
import { AddressForm } from './address-form.tsx';

/** Address, postcode (at least 4) and city are needed on the invoice before the agreement binds. */
export function hasInvoiceAddress(account: Pick<SessionAccount, 'address' | 'postcode' | 'city'>): boolean {
  return Boolean(account.address?.trim() && account.city?.trim() && (account.postcode?.trim().length ?? 0) >= limits.postcodeMin);
}

/**
 * The customer accepts the offer they see: its price, price type and hours go with the acceptance, so the
 * server can refuse one changed in the meantime (decision 014). The address form comes first when the
 * address is missing; an offer older than 7 days cannot be accepted and says so.
 */
export function AcceptOfferForm({ project, onDone }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const session = useSession();
  const action = useProjectAction(project.id, project.conversation_id);
  const form = useForm({
    initialValues: { hasAcceptedTerms: false },
    validate: { hasAcceptedTerms: (value) => (value ? null : t('projects.actions.accept.termsRequired')) },
  });
  const offer = project.offered_price;
  if (!session || offer === null) return null;
  const expiry = offerExpiry(project);
  const hours = project.price_type === 'hourly' ? project.offered_hours : null;

  const submit = form.onSubmit(() =>
    action.mutate({ action: 'acceptPriceOffer', body: { offer, price_type: project.price_type, hours } }, { onSuccess: onDone }),
  );

  return (
    <ActionCard title={t('projects.actions.accept.title')} error={action.isError ? actionErrorText(t, action.error) : null}>
      <Text size="sm" data-testid="accept-offer">
        {t('projects.actions.accept.offer', { price: offerLine(project, offer, t, language) })}
      </Text>
      {expiry?.isExpired ? (
        <Alert color="orange" p="xs" data-testid="offer-expired">
          {t('projects.actions.accept.expired', { date: expiry.date })}
        </Alert>
      ) : (
        <>
          {expiry && (
            <Text size="sm" c="dimmed" data-testid="offer-valid-until">
              {t('projects.actions.accept.validUntil', { date: expiry.date })}
            </Text>
          )}
          {hasInvoiceAddress(session.account) ? (
            <form onSubmit={submit} noValidate>
              <Checkbox
                {...form.getInputProps('hasAcceptedTerms', { type: 'checkbox' })}
                label={t('projects.actions.accept.terms')}
              />
              <Button type="submit" size="xs" mt="sm" loading={action.isPending}>
                {t('projects.actions.accept.submit')}
              </Button>
            </form>
          ) : (
            <AddressForm customerId={session.account.id} />
          )}
        </>
      )}
    </ActionCard>
  );
}

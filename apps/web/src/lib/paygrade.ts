import { priceLimits } from '@studiekraft/shared/constants/price-limits';
import type { Paygrade } from '@studiekraft/shared/schemas/catalogue';
import type { TFunction } from 'i18next';
import { formatPrice } from './format-money.ts';
import { currentLanguage, type Language } from './i18n.ts';
import { useTranslation } from './use-translation.tsx';

type PriceLike = Pick<Paygrade, 'starting_price' | 'type'>;

/** Spec section 9: hourly '190 kr. pr. time', otherwise 'fra 3.000 kr. pr. stk.' (excl. VAT). */
export function paygradeText(t: TFunction, paygrade: PriceLike, language: Language): string {
  const price = formatPrice(paygrade.starting_price, language);
  return paygrade.type === 'hourly' ? t('price.hourly', { price }) : t('price.unit', { price });
}

/** The paygrade a student of this level charges for a skill; skills carry one per level. */
export function paygradeForLevel(paygrades: Paygrade[] | undefined, levelId: number | undefined): Paygrade | undefined {
  if (levelId === undefined) return undefined;
  return paygrades?.find((paygrade) => paygrade.level_id === levelId);
}

/** The cheapest paygrade of a skill: what a new (Rough Diamond) student starts at. */
export function lowestPaygrade(paygrades: Paygrade[] | undefined): Paygrade | undefined {
  return paygrades?.reduce<Paygrade | undefined>(
    (lowest, paygrade) => (!lowest || paygrade.starting_price < lowest.starting_price ? paygrade : lowest),
    undefined,
  );
}

/**
 * Whether an offer is far from the paygrade the project was priced at (the student's own, for the skill at
 * their level): below half of it or above double (decision 060). Null when it is near, or there is no
 * paygrade to compare with.
 */
export function offerFarFromPaygrade(offer: number, startingPrice: number | null): 'below' | 'above' | null {
  if (startingPrice === null || startingPrice <= 0) return null;
  if (offer < startingPrice * priceLimits.offerConfirmBelowShare) return 'below';
  if (offer > startingPrice * priceLimits.offerConfirmAboveTimes) return 'above';
  return null;
}

/** Formats paygrades in the current language; re-renders with it through useTranslation. */
export function usePaygradeText(): (paygrade: PriceLike) => string {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (paygrade) => paygradeText(t, paygrade, language);
}

import type { PriceType } from '../constants/project-statuses.ts';
import { hoursLabel, offerTotal } from './pricing.ts';

const danishNumber = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 });

/** '2.500 kr.': Danish grouping, no decimals unless there are some (prices excl. VAT). */
export const formatKr = (amount: number) => `${danishNumber.format(amount)} kr.`;

export const formatHours = (hours: number) => `${danishNumber.format(hours)} ${hoursLabel(hours)}`;

/**
 * An offer as system lines and e-mails state it: '225 kr. pr. time, 3 timer (i alt 675 kr.)' or
 * '2.500 kr. for hele opgaven'.
 */
export function describeOffer(priceType: PriceType, offer: number, hours: number | null | undefined): string {
  if (priceType === 'unit') return `${formatKr(offer)} for hele opgaven`;
  const total = offerTotal(priceType, offer, hours);
  return `${formatKr(offer)} pr. time, ${formatHours(hours ?? 0)} (i alt ${formatKr(total)})`;
}

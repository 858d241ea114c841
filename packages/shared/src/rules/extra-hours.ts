import { priceLimits } from '../constants/price-limits.ts';
import type { PriceType } from '../constants/project-statuses.ts';

/**
 * Extra hours (decision 014): an hourly customer is never billed for more hours than the accepted offer
 * said unless they approved the difference. The offer's columns are frozen once accepted (priceOffer is
 * only possible before acceptance), so `offered_hours` is the accepted number of hours.
 */
export interface HoursAgreement {
  price_type: PriceType;
  offered_hours: number | null;
  extra_hours_approved: number;
}

/** The most hours finalize may bill; null for fixed-price work, which bills the accepted price. */
export function billableHours(agreement: HoursAgreement): number | null {
  if (agreement.price_type === 'unit') return null;
  return roundHours((agreement.offered_hours ?? 0) + agreement.extra_hours_approved);
}

/** How many extra hours may still be asked for before the project passes the hours bound. */
export function extraHoursRoom(agreement: HoursAgreement): number {
  return roundHours(priceLimits.hoursMax - (billableHours(agreement) ?? priceLimits.hoursMax));
}

/** Hours are stored with two decimals, like money; adding them in floating point must not drift. */
function roundHours(value: number): number {
  return Math.round(value * 100) / 100;
}

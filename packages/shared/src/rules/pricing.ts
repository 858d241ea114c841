import type { PriceType } from '../constants/project-statuses.ts';

/**
 * Money rules of the lifecycle (ARCHITECTURE.md section 5), shared so the price a customer sees before
 * accepting is computed exactly as the server stores it. Amounts are kroner excluding VAT.
 */
export function offerTotal(priceType: PriceType, offer: number, hours: number | null | undefined): number {
  return priceType === 'unit' ? offer : roundKr(offer * (hours ?? 0));
}

/** Hourly: hours used x accepted price; fixed ('unit'): the accepted price. */
export function finalPrice(priceType: PriceType, acceptedPrice: number, hoursUsed: number | null | undefined): number {
  return priceType === 'unit' ? acceptedPrice : roundKr(acceptedPrice * (hoursUsed ?? 0));
}

/** 'time' for exactly one hour, otherwise 'timer' (spec section 4). */
export function hoursLabel(hours: number): 'time' | 'timer' {
  return hours === 1 ? 'time' : 'timer';
}

/** Stored with two decimals (numeric(12,2)); rounding here keeps client and server totals identical. */
function roundKr(value: number): number {
  return Math.round(value * 100) / 100;
}

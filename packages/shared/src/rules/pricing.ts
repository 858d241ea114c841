import type { PriceType } from '../constants/project-statuses.ts';

/**
 * Money rules of the lifecycle (ARCHITECTURE.md section 5), shared so the price a customer sees before
 * accepting is computed exactly as the server stores it. Amounts are kroner excluding VAT.
 */
export function offerTotal(priceType: PriceType, offer: number, hours: number | null | undefined): number {
  return priceType === 'unit' ? offer : multiplyKr(offer, hours ?? 0);
}

/** Hourly: hours used x accepted price; fixed ('unit'): the accepted price. */
export function finalPrice(priceType: PriceType, acceptedPrice: number, hoursUsed: number | null | undefined): number {
  return priceType === 'unit' ? acceptedPrice : multiplyKr(acceptedPrice, hoursUsed ?? 0);
}

/** 'time' for exactly one hour, otherwise 'timer' (spec section 4). */
export function hoursLabel(hours: number): 'time' | 'timer' {
  return hours === 1 ? 'time' : 'timer';
}

/**
 * Price x hours, both with two decimals (numeric(12,2)), rounded half up to øre in integers: the float
 * product drifts (0.5 * 199.99 is 99.99499…, which Math.round takes down to 99.99 where the exact 99.995
 * is 100.00). The invoice computes its line the same way (decision 025), so the final price and the
 * invoiced amount always agree.
 */
export function multiplyKr(price: number, hours: number): number {
  const product = Math.round(price * 100) * Math.round(hours * 100);
  const ore = Math.floor((2 * Math.abs(product) + 100) / 200);
  return (product < 0 ? -ore : ore) / 100;
}

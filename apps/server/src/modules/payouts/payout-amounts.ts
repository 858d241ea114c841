import { holidayPayPerMille } from '@studiekraft/shared/schemas/payouts';

/** A numeric(5,2) percentage ('65.00') as basis points (6500): exact, no float survives into the money. */
export function percentToBasisPoints(percent: string | number): number {
  const bp = Math.round(Number(percent) * 100);
  if (!Number.isInteger(bp) || bp <= 0 || bp > 10_000) throw new Error(`share out of range: ${percent}`);
  return bp;
}

/** Integer division rounded half up (amounts are never negative here). */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * The student's pay and holiday pay in øre (decision 026): pay = subtotal excl. VAT x share, rounded once to
 * øre (half up); holiday pay = 12.5 % of that pay, rounded once to øre, separate. BigInt so no product of
 * øre and basis points can lose a digit.
 */
export function payoutAmounts(subtotalOre: number, sharePercent: string | number) {
  if (!Number.isSafeInteger(subtotalOre) || subtotalOre < 0) throw new Error(`subtotal must be whole øre: ${subtotalOre}`);
  const pay = divideRounded(BigInt(subtotalOre) * BigInt(percentToBasisPoints(sharePercent)), 10_000n);
  const holidayPay = divideRounded(BigInt(pay) * BigInt(holidayPayPerMille), 1000n);
  return { payOre: pay, holidayPayOre: holidayPay };
}

const copenhagenMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit' });

/** The first day of the month `at` falls in on the Danish calendar (23:30 UTC on 30 November is already December in Copenhagen). */
export function payrollMonth(at: Date): string {
  const parts = Object.fromEntries(copenhagenMonth.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-01`;
}

/** øre to kr. with two decimals, for responses (the integer stays the source of truth). */
export const kroner = (ore: number) => Math.round(ore) / 100;

import type { InvoiceLine } from '../../db/schema/billing.ts';

/**
 * The invoice's money rules (decision 025), pure and exact: amounts are integer øre, quantities integer
 * hundredths, and the only divisions are the two roundings (a line to øre, VAT to øre), both half up.
 * Never a float product: 0.5 h x 199.99 kr. is 99.995 kr. exactly and becomes 100.00 kr., where
 * `0.5 * 199.99` in floating point is 99.99499… and would round down.
 */

/** VAT in Denmark: 25 %. */
export const vatPercent = 25;
/** Payment terms of the terms page: due 8 days after the invoice date. */
export const paymentDays = 8;

const decimalPattern = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Hundredths of a decimal with at most two decimals ('199.99' → 19999, 0.5 → 50). Numbers come from
 * numeric(12,2) columns, so `toFixed(2)` gives back their exact text; anything finer is refused.
 */
export function toHundredths(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) throw new Error(`not a decimal with at most two decimals: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(hundredths)) throw new Error('amount out of range');
  return sign === '-' ? -hundredths : hundredths;
}

/** a / b rounded half up (away from zero for negatives), b > 0; exact for integers below 2^53. */
export function divideHalfUp(a: number, b: number): number {
  const magnitude = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -magnitude : magnitude;
}

/** A decimal string with two decimals from hundredths: 150 → '1.50'. */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A line's amount: quantity (hundredths) x unit price (øre), rounded once to øre. */
export function lineAmountOre(quantityHundredths: number, unitPriceOre: number): number {
  return divideHalfUp(quantityHundredths * unitPriceOre, 100);
}

export interface ProjectBilling {
  name: string;
  skillName: string;
  priceType: 'hourly' | 'unit';
  /** Kroner excl. VAT, as stored (numeric(12,2)). */
  acceptedPrice: number | string;
  /** Hourly: the hours finalize stored (at most the accepted plus approved extra hours, decision 014). */
  hoursUsed: number | string | null;
  /** Fixed price: the final price finalize stored. */
  finalPrice: number | string | null;
}

/** The one line of a project's invoice: 'Projekt: <name> (<skill>)', hours x hourly price or the fixed price. */
export function projectLine(project: ProjectBilling): InvoiceLine {
  const description = `Projekt: ${project.name} (${project.skillName})`;
  if (project.priceType === 'hourly') {
    const quantity = toHundredths(project.hoursUsed ?? 0);
    const unitPrice = toHundredths(project.acceptedPrice);
    return {
      description,
      quantity: hundredthsText(quantity),
      unit: 'hours',
      unit_price_ore: unitPrice,
      amount_ore: lineAmountOre(quantity, unitPrice),
    };
  }
  const price = toHundredths(project.finalPrice ?? project.acceptedPrice);
  return { description, quantity: '1.00', unit: 'piece', unit_price_ore: price, amount_ore: price };
}

export interface InvoiceTotals {
  subtotal_ore: number;
  vat_ore: number;
  total_ore: number;
}

/** Subtotal is the lines' sum; VAT 25 % of it is the one rounding of the invoice (half up, to øre). */
export function invoiceTotals(lines: readonly Pick<InvoiceLine, 'amount_ore'>[]): InvoiceTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount_ore, 0);
  const vat = divideHalfUp(subtotal * vatPercent, 100);
  return { subtotal_ore: subtotal, vat_ore: vat, total_ore: subtotal + vat };
}

const copenhagenDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Denmark of an instant, 'YYYY-MM-DD' (an invoice issued at 00:30 Danish time is that day's). */
export function danishDate(at: Date): string {
  return copenhagenDay.format(at);
}

/** A calendar date plus n days, across month and year ends ('2026-01-30' + 8 → '2026-02-07'). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** Due date: the Danish issue date plus the 8 days of the terms. */
export function dueDate(issuedAt: Date): string {
  return addDays(danishDate(issuedAt), paymentDays);
}

/** Øre as kroner with two decimals for the API (124999 → 1249.99); exact, since it is a division by 100 of an integer. */
export function oreToKr(ore: number): number {
  return Number(hundredthsText(ore));
}

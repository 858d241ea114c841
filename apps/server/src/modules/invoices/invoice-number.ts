import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceSequences } from '../../db/schema/index.ts';

/**
 * The next number of the year's series, for invoices and credit notes alike (decision 025). The upsert
 * takes the year's row lock and holds it until the caller's transaction ends, so concurrent finalizes
 * queue here: none can share a number, and a rolled-back transaction gives its number back (no gap).
 */
export async function allocateInvoiceNumber(
  tx: DbOrTx,
  year: number,
): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.year, set: { last: sql`${invoiceSequences.last} + 1` } })
    .returning({ last: invoiceSequences.last });
  const sequence = row?.last ?? 0;
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error('invoice number not allocated');
  return { year, sequence, number: formatInvoiceNumber(year, sequence) };
}

/** '2026-0001': the year and the sequence, at least four digits (a 10,000th invoice reads 2026-10000). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** The payment reference the customer writes on the transfer: the number's digits (2026-0001 → 20260001). */
export function paymentReferenceFor(number: string): string {
  return number.replace(/\D/g, '');
}

import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { customers, invoiceReminders, invoices, users } from '../../../db/schema/index.ts';
import { reminderTerms } from './reminder-terms.ts';

/**
 * Invoices owed a reminder on `today` (decision 026), locked FOR UPDATE SKIP LOCKED so two processes never
 * take the same one: an invoice (never a credit note), open or overdue (paid and credited are done), past its
 * due date, with fewer than three reminders, the last one at least 10 days before `now`.
 */
export async function lockInvoicesDue(tx: DbOrTx, now: Date, today: string, limit: number) {
  const spacing = new Date(now.getTime() - reminderTerms.minDaysBetween * 24 * 60 * 60_000);
  return tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      due_date: invoices.due_date,
      total_ore: invoices.total_ore,
      payment_reference: invoices.payment_reference,
      reminders_sent: invoices.reminders_sent,
      buyer: invoices.buyer,
      customer_id: invoices.customer_id,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['open', 'overdue']),
        lt(invoices.due_date, today),
        lt(invoices.reminders_sent, reminderTerms.maxReminders),
        or(isNull(invoices.last_reminder_at), lte(invoices.last_reminder_at, spacing)),
      ),
    )
    .orderBy(asc(invoices.due_date), asc(invoices.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export type DueInvoice = Awaited<ReturnType<typeof lockInvoicesDue>>[number];

/** Where the reminder goes: the buyer's e-mail on the invoice, else the customer's login. */
export async function findCustomerContact(tx: DbOrTx, customerId: number | null) {
  if (customerId === null) return null;
  const [row] = await tx
    .select({ email: users.email, first_name: customers.first_name, last_name: customers.last_name })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.user_id))
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * The reminder row (unique per invoice and number: a second writer of the same reminder fails instead of
 * sending it twice) and the invoice's new state.
 */
export async function recordReminder(
  tx: DbOrTx,
  invoiceId: number,
  figures: { number: number; feeOre: number; interestOre: number; outstandingOre: number },
  at: Date,
) {
  await tx.insert(invoiceReminders).values({
    invoice_id: invoiceId,
    number: figures.number,
    fee_ore: figures.feeOre,
    interest_ore: figures.interestOre,
    outstanding_ore: figures.outstandingOre,
    sent_at: at,
  });
  await tx
    .update(invoices)
    .set({
      status: sql`case when ${invoices.status} = 'open' then 'overdue'::invoice_status else ${invoices.status} end`,
      reminders_sent: figures.number,
      last_reminder_at: at,
      updated_at: at,
    })
    .where(eq(invoices.id, invoiceId));
}

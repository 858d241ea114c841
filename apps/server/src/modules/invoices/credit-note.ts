import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { settlePayoutOfCreditedInvoice } from '../payouts/settle-credited-payout.ts';
import { enqueueInvoiceMail, type InvoiceRow } from './create-invoice.ts';
import { danishDate, oreToKr } from './invoice-amounts.ts';
import { allocateInvoiceNumber, paymentReferenceFor } from './invoice-number.ts';
import { findCustomerContact } from './repository.ts';

/**
 * An invoice can be credited while open, overdue or paid (issue 34): crediting a paid invoice means the
 * customer is owed a refund, which staff make by hand (the page says so). A credited invoice and a credit
 * note are settled: a second credit is 409.
 */
export function assertCreditable(invoice: InvoiceRow) {
  if (invoice.kind !== 'invoice' || invoice.status === 'credited') throw new AppError('INVOICE_SETTLED');
}

/**
 * A credit note for the whole (locked) invoice, in the caller's transaction: numbered from the same series,
 * every amount negated (the invoice's own amounts, sign flipped, no rounding). The invoice becomes credited;
 * the credit note is settled by it and is 'credited' too. A paid invoice can be credited too; the refund is
 * then a staff task outside the product (issue 34). The student's payout line is cancelled, or reversed when
 * it was already paid (`settlePayoutOfCreditedInvoice`). An audit entry by `actorUserId`; the customer gets
 * the credit note. Staff's POST /invoices/:id/credit and a staff price correction (issue 36) both write it.
 */
export async function issueCreditNote(
  deps: Pick<Deps, 'config' | 'mail'>,
  tx: Tx,
  actorUserId: number,
  invoice: InvoiceRow,
  now: Date,
): Promise<InvoiceRow> {
  assertCreditable(invoice);
  const year = Number(danishDate(now).slice(0, 4));
  const allocated = await allocateInvoiceNumber(tx, year);
  const [note] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number: allocated.number,
      year,
      sequence: allocated.sequence,
      status: 'credited',
      project_id: invoice.project_id,
      customer_id: invoice.customer_id,
      credited_invoice_id: invoice.id,
      issued_at: now,
      delivery_date: invoice.delivery_date,
      due_date: danishDate(now),
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines: invoice.lines.map((line) => ({
        ...line,
        quantity: line.quantity.startsWith('-') ? line.quantity.slice(1) : `-${line.quantity}`,
        amount_ore: -line.amount_ore,
      })),
      subtotal_ore: -invoice.subtotal_ore,
      vat_ore: -invoice.vat_ore,
      total_ore: -invoice.total_ore,
      payment_reference: paymentReferenceFor(allocated.number),
      credited_at: now,
    })
    .returning();
  if (!note) throw new Error('credit note not inserted');
  await tx.update(invoices).set({ status: 'credited', credited_at: now, updated_at: now }).where(eq(invoices.id, invoice.id));
  const payouts = await settlePayoutOfCreditedInvoice(tx, { invoiceId: invoice.id, creditNoteId: note.id, at: now });
  await recordAudit(tx, actorUserId, {
    action: 'invoice.credited',
    entity: { type: 'invoice', id: invoice.id },
    before: { status: invoice.status },
    after: {
      status: 'credited',
      credit_note: note.number,
      // Paid before the credit: the customer is owed the total back, by hand.
      ...(invoice.status === 'paid' ? { refund_due: oreToKr(invoice.total_ore) } : {}),
      payouts: payouts.map((p) => ({
        id: p.payout_id,
        outcome: p.outcome,
        pay: oreToKr(p.pay_ore),
        holiday_pay: oreToKr(p.holiday_pay_ore),
        ...(p.reversal_month ? { reversal_month: p.reversal_month } : {}),
      })),
    },
  });
  const contact = await findCustomerContact(tx, invoice.customer_id);
  const to = contact?.email ?? invoice.buyer.email;
  if (to)
    await enqueueInvoiceMail(
      deps,
      tx,
      note,
      contact ? `${contact.first_name} ${contact.last_name}`.trim() : invoice.buyer.name,
      to,
    );
  return note;
}

import type { Invoice } from '@studiekraft/shared/schemas/invoices';
import { oreToKr, toHundredths } from './invoice-amounts.ts';
import type { InvoiceViewRow } from './repository.ts';

/** The API's view of an invoice: amounts in kroner with two decimals, the buyer's name from the snapshot. */
export function presentInvoice(row: InvoiceViewRow): Invoice {
  const i = row.invoice;
  return {
    id: i.id,
    number: i.number,
    kind: i.kind,
    status: i.status,
    issued_at: i.issued_at.toISOString(),
    delivery_date: i.delivery_date,
    due_date: i.due_date,
    due_at: i.due_date,
    subtotal: oreToKr(i.subtotal_ore),
    vat: oreToKr(i.vat_ore),
    total: oreToKr(i.total_ore),
    payment_reference: i.payment_reference,
    customer: { id: i.customer_id, name: i.buyer.name },
    project:
      i.project_id !== null
        ? { id: i.project_id, name: row.project_name ?? '', conversation_id: row.conversation_id ?? null }
        : null,
    lines: i.lines.map((line) => ({
      description: line.description,
      quantity: toHundredths(line.quantity) / 100,
      unit: line.unit,
      unit_price: oreToKr(line.unit_price_ore),
      amount: oreToKr(line.amount_ore),
    })),
    credited_invoice_id: i.credited_invoice_id,
    credit_note_id: row.credit_note_id ?? null,
    reminders_sent: i.reminders_sent,
    paid_at: i.paid_at?.toISOString() ?? null,
  };
}

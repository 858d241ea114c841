import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, type OutboxAttachment } from '../db/schema/index.ts';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf.ts';
import type { MailAttachment } from './mail-transport.ts';

/**
 * Renders an outbox attachment when the mail is sent (decision 025). An invoice PDF comes from the invoice
 * row, which never changes after it is issued; a missing invoice is an error, so the attempt fails and is
 * retried rather than the mail leaving without the document it announces.
 */
export async function renderOutboxAttachment(db: Db, attachment: OutboxAttachment): Promise<MailAttachment> {
  switch (attachment.source.kind) {
    case 'invoice-pdf': {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, attachment.source.invoice_id));
      if (!invoice) throw Object.assign(new Error('invoice of attachment not found'), { code: 'EATTACHMENT' });
      const [credited] = invoice.credited_invoice_id
        ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.credited_invoice_id))
        : [];
      const content = await renderInvoicePdf({ invoice, creditedNumber: credited?.number ?? null });
      return { filename: attachment.filename, contentType: attachment.content_type, content };
    }
  }
}

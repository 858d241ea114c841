import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { InvoiceMonthTotals } from '@studiekraft/shared/schemas/invoices';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { enqueueInvoiceMail, type InvoiceRow, invoiceFilename } from './create-invoice.ts';
import { issueCreditNote } from './credit-note.ts';
import { oreToKr } from './invoice-amounts.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderInvoiceUbl } from './invoice-ubl.ts';
import { presentInvoice } from './presenter.ts';
import {
  findCustomerContact,
  findInvoiceView,
  invoiceListResource,
  invoiceScope,
  listInvoices,
  lockInvoice,
  sumInvoicesByMonth,
} from './repository.ts';

/** GET /invoices: a customer their own, staff all (the route turns students away). */
export async function listInvoicesFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims, rawQuery: unknown) {
  // A customer's list holds only their own rows, so the large limit is theirs too (list convention).
  const list = parseListQuery(rawQuery, invoiceListResource, { maxLimit: pageSizes.maxLimit });
  const { rows, total } = await listInvoices(deps.db, invoiceScope(viewer), list);
  return { rows: rows.map(presentInvoice), total };
}

/** One invoice; another customer's is 404, the same as an unknown id, so ids cannot be probed. */
export async function getInvoice(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  const row = await findInvoiceView(deps.db, id, invoiceScope(viewer));
  if (!row) throw notFound();
  return presentInvoice(row);
}

/** GET /invoices/:id/pdf: the document, rendered from the stored row. */
export async function getInvoicePdf(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  const row = await findInvoiceView(deps.db, id, invoiceScope(viewer));
  if (!row) throw notFound();
  const credited = row.invoice.credited_invoice_id ? await findInvoiceView(deps.db, row.invoice.credited_invoice_id) : null;
  const pdf = await renderInvoicePdf({ invoice: row.invoice, creditedNumber: credited?.invoice.number ?? null });
  return { pdf, filename: invoiceFilename(row.invoice) };
}

/** GET /invoices/:id/ubl: the same document as Peppol BIS Billing 3.0 UBL XML (for NemHandel). */
export async function getInvoiceUbl(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  const row = await findInvoiceView(deps.db, id, invoiceScope(viewer));
  if (!row) throw notFound();
  const credited = row.invoice.credited_invoice_id ? await findInvoiceView(deps.db, row.invoice.credited_invoice_id) : null;
  return {
    xml: renderInvoiceUbl(row.invoice, credited?.invoice.number ?? null),
    filename: invoiceFilename(row.invoice).replace(/\.pdf$/, '.xml'),
  };
}

/** Paid or credited invoices and credit notes are settled: nothing more can be paid or credited on them. */
function assertOpen(invoice: InvoiceRow) {
  if (invoice.kind !== 'invoice' || (invoice.status !== 'open' && invoice.status !== 'overdue'))
    throw new AppError('INVOICE_SETTLED');
}

async function presentAfter(deps: Pick<Deps, 'db'>, id: number) {
  const row = await findInvoiceView(deps.db, id);
  if (!row) throw notFound();
  return presentInvoice(row);
}

/** POST /invoices/:id/paid (staff): the payment has arrived. An audit entry in the same transaction. */
export async function markInvoicePaid(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw notFound();
    assertOpen(invoice);
    const now = new Date();
    await tx.update(invoices).set({ status: 'paid', paid_at: now, updated_at: now }).where(eq(invoices.id, id));
    await recordAudit(tx, viewer.userId, {
      action: 'invoice.paid',
      entity: { type: 'invoice', id },
      before: { status: invoice.status },
      after: { status: 'paid', paid_at: now.toISOString() },
    });
  });
  return presentAfter(deps, id);
}

/** POST /invoices/:id/credit (staff): the credit note for the whole invoice (`issueCreditNote`). */
export async function creditInvoice(deps: Pick<Deps, 'config' | 'db' | 'mail'>, viewer: AccessClaims, id: number) {
  const creditNoteId = await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw notFound();
    return (await issueCreditNote(deps, tx, viewer.userId, invoice, new Date())).id;
  });
  deps.mail.poke();
  return presentAfter(deps, creditNoteId);
}

/** POST /invoices/:id/resend (staff): the same mail and PDF again, to the customer's current address. */
export async function resendInvoice(deps: Pick<Deps, 'config' | 'db' | 'mail'>, viewer: AccessClaims, id: number) {
  await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw notFound();
    const contact = await findCustomerContact(tx, invoice.customer_id);
    const to = contact?.email ?? invoice.buyer.email;
    // A deleted customer with no e-mail kept on the invoice: nobody to send to.
    if (!to) throw new AppError('INVALID_TRANSITION');
    await enqueueInvoiceMail(
      deps,
      tx,
      invoice,
      contact ? `${contact.first_name} ${contact.last_name}`.trim() : invoice.buyer.name,
      to,
    );
    await recordAudit(tx, viewer.userId, { action: 'invoice.resent', entity: { type: 'invoice', id }, after: { to } });
  });
  deps.mail.poke();
  return presentAfter(deps, id);
}

const monthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return { y: y ?? 0, m: m ?? 1 };
};

/**
 * GET /invoices/totals (staff): open, overdue and paid sums incl. VAT per month of issue, every month of
 * the range present (zeros included). Months are Danish months; the range is bounded to 36 months.
 */
export async function invoiceTotalsByMonth(deps: Pick<Deps, 'db'>, from: string, to: string): Promise<InvoiceMonthTotals[]> {
  const start = monthStart(from);
  const end = monthStart(to);
  const months: string[] = [];
  let index = start.y * 12 + (start.m - 1);
  const endIndex = end.y * 12 + (end.m - 1);
  if (endIndex - index >= 36) throw new AppError('INVALID_QUERY');
  for (; index <= endIndex; index += 1) {
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  // A day's margin on both sides of the UTC bounds; the grouping itself is by the Danish month.
  const fromDate = new Date(Date.UTC(start.y, start.m - 1, 1) - 86_400_000);
  const toDate = new Date(Date.UTC(end.y, end.m, 1) + 86_400_000);
  const rows = await sumInvoicesByMonth(deps.db, fromDate, toDate);
  return months.map((month) => {
    const of = (status: string) => Number(rows.find((r) => r.month === month && r.status === status)?.total_ore ?? 0);
    return { month, open: oreToKr(of('open')), overdue: oreToKr(of('overdue')), paid: oreToKr(of('paid')) };
  });
}

import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conversations, customers, type InvoiceParty, invoices, projects, skills, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { danishDate, dueDate, invoiceTotals, projectLine } from './invoice-amounts.ts';
import { formatDate, formatOre } from './invoice-format.ts';
import { allocateInvoiceNumber, paymentReferenceFor } from './invoice-number.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The PDF attached to an invoice mail: rendered by the mail worker from the row when it sends. */
export const invoiceAttachment = (invoice: Pick<InvoiceRow, 'id' | 'number' | 'kind'>) => ({
  filename: invoiceFilename(invoice),
  content_type: 'application/pdf',
  source: { kind: 'invoice-pdf' as const, invoice_id: invoice.id },
});

/** 'faktura-2026-0001.pdf' or 'kreditnota-2026-0002.pdf'. */
export function invoiceFilename(invoice: Pick<InvoiceRow, 'number' | 'kind'>): string {
  return `${invoice.kind === 'credit_note' ? 'kreditnota' : 'faktura'}-${invoice.number}.pdf`;
}

/** The buyer as the invoice keeps them: the company when there is one, else the person. */
function buyerOf(customer: typeof customers.$inferSelect, email: string): InvoiceParty {
  const person = `${customer.first_name} ${customer.last_name}`.trim();
  return {
    name: customer.company_name || person,
    company_name: customer.company_name || null,
    address: customer.address,
    postcode: customer.postcode,
    city: customer.city,
    vat_number: customer.vat_number || null,
    email,
  };
}

/**
 * The invoice of a project just finalized, in the finalize transaction (decision 025): one line from what
 * finalize stored, the next number of the year under the series' lock, seller from configuration, buyer
 * as a snapshot, and the mail with the PDF attached through the outbox. Reads the project after finalize
 * wrote hours and final price, so the line is exactly what the system line announced.
 */
export async function issueProjectInvoice(
  deps: Pick<Deps, 'config' | 'mail'>,
  tx: Tx,
  projectId: number,
  now: Date,
): Promise<InvoiceRow> {
  const { isDemo: _demo, ...seller } = deps.config.invoiceSeller;
  const { invoice, customerName, email } = await insertProjectInvoice(tx, projectId, now, seller);
  await enqueueInvoiceMail(deps, tx, invoice, customerName, email);
  return invoice;
}

/**
 * The invoice row alone, without its mail: what finalize issues, and what the demo seed gives each finished
 * project (a demo must not mail old invoices on its first start), so both share the amounts and numbering.
 */
export async function insertProjectInvoice(
  tx: DbOrTx,
  projectId: number,
  now: Date,
  seller: InvoiceParty,
): Promise<{ invoice: InvoiceRow; customerName: string; email: string }> {
  const [row] = await tx
    .select({ project: projects, customer: customers, skill_name: skills.name, email: users.email })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .innerJoin(users, eq(users.id, customers.user_id))
    .innerJoin(skills, eq(skills.id, projects.skill_id))
    .where(eq(projects.id, projectId));
  if (!row) throw new Error('project to invoice not found');
  const { project, customer } = row;
  const line = projectLine({
    name: project.name,
    skillName: row.skill_name,
    priceType: project.price_type,
    acceptedPrice: project.accepted_price ?? 0,
    hoursUsed: project.hours_used,
    finalPrice: project.final_price,
  });
  const lines = [line];
  const totals = invoiceTotals(lines);
  const issueDate = danishDate(now);
  const year = Number(issueDate.slice(0, 4));
  const allocated = await allocateInvoiceNumber(tx, year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number: allocated.number,
      year,
      sequence: allocated.sequence,
      status: 'open',
      project_id: project.id,
      customer_id: customer.id,
      issued_at: now,
      delivery_date: danishDate(project.finalized_at ?? now),
      due_date: dueDate(now),
      seller,
      buyer: buyerOf(customer, row.email),
      lines,
      ...totals,
      payment_reference: paymentReferenceFor(allocated.number),
    })
    .returning();
  if (!invoice) throw new Error('invoice not inserted');
  return { invoice, customerName: `${customer.first_name} ${customer.last_name}`.trim(), email: row.email };
}

/** The invoice or credit note mail with its PDF; also what 'resend' sends again. */
export async function enqueueInvoiceMail(
  deps: Pick<Deps, 'config' | 'mail'>,
  tx: Tx,
  invoice: InvoiceRow,
  name: string,
  to: string,
) {
  const projectName = invoice.lines[0]?.description.replace(/^Projekt: /, '') ?? '';
  const [conversation] = invoice.project_id
    ? await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.project_id, invoice.project_id))
    : [];
  await enqueueEmail(
    tx,
    deps.mail.context,
    to,
    {
      template: 'invoice-issued',
      data: {
        name,
        number: invoice.number,
        kind: invoice.kind,
        projectName,
        totalText: formatOre(invoice.total_ore),
        dueText: invoice.kind === 'invoice' ? formatDate(invoice.due_date) : null,
        paymentReference: invoice.payment_reference,
        url: conversation ? `${deps.config.publicUrl}/conversations/${conversation.id}` : `${deps.config.publicUrl}/overview`,
      },
    },
    [invoiceAttachment(invoice)],
  );
}

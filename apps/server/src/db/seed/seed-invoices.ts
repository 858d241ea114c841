import { and, asc, eq, lte } from 'drizzle-orm';
import { addMonths } from '../../lib/add-months.ts';
import { insertProjectInvoice } from '../../modules/invoices/create-invoice.ts';
import { createPayoutLine } from '../../modules/payouts/create-payout-line.ts';
import { payrollMonth } from '../../modules/payouts/payout-amounts.ts';
import { insertMissingDefaultRates, markMonthPaid } from '../../modules/payouts/repository.ts';
import type { DbOrTx } from '../client.ts';
import { type InvoiceParty, invoices, projects } from '../schema/index.ts';
import { copenhagenMidnight } from './demo-recent-signups.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** Demo customers pay this long after the invoice, well inside its 8 days, so no demo invoice is overdue. */
const paidAfterMs = 4 * dayMs;
/** Staff pay a month's lines out on the 5th of the next month. */
const payoutDayOfNextMonth = '05';

/**
 * Every finished demo project gets what finalize gives a real one (decisions 025 and 026): its invoice from
 * `insertProjectInvoice` (numbers of the year in order of finishing, amounts by the invoice rules) and the
 * student's payout line from `createPayoutLine`, dated when it finished. No invoice mail: a demo's first start
 * must not send old invoices. Then what has happened since: an invoice older than `paidAfterMs` is paid, and a
 * month's payout lines are paid once that month's payday has passed.
 */
export async function insertDemoInvoices(
  tx: DbOrTx,
  { now, seller, paidByEmployeeId }: { now: Date; seller: InvoiceParty; paidByEmployeeId: number },
): Promise<void> {
  // The shares per level are seeded at start too (ensurePayoutRates); the payout lines need them now.
  await insertMissingDefaultRates(tx);
  const finished = await tx
    .select({ id: projects.id, student_id: projects.student_id, finalized_at: projects.finalized_at })
    .from(projects)
    .where(eq(projects.status, 'project-finalized'))
    .orderBy(asc(projects.finalized_at), asc(projects.id));
  const months = new Set<string>();
  for (const project of finished) {
    const finalizedAt = project.finalized_at ?? now;
    const { invoice } = await insertProjectInvoice(tx, project.id, finalizedAt, seller);
    await createPayoutLine(tx, {
      projectId: project.id,
      studentId: project.student_id,
      invoiceId: invoice.id,
      subtotalOre: invoice.subtotal_ore,
      finalizedAt,
    });
    months.add(payrollMonth(finalizedAt));
    const paidAt = new Date(invoice.issued_at.getTime() + paidAfterMs);
    if (paidAt <= now) {
      await tx
        .update(invoices)
        .set({ status: 'paid', paid_at: paidAt, updated_at: paidAt })
        .where(and(eq(invoices.id, invoice.id), lte(invoices.issued_at, paidAt)));
    }
  }
  for (const month of [...months].sort()) {
    const payday = new Date(
      copenhagenMidnight(`${addMonths(month, 1).slice(0, 7)}-${payoutDayOfNextMonth}`).getTime() + 10 * 60 * 60 * 1000,
    );
    if (payday <= now) await markMonthPaid(tx, month, paidByEmployeeId, payday);
  }
}

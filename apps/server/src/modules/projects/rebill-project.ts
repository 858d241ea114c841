import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { issueProjectInvoice } from '../invoices/create-invoice.ts';
import { issueCreditNote } from '../invoices/credit-note.ts';
import { lockLiveInvoiceOfProject } from '../invoices/repository.ts';
import { createPayoutLine } from '../payouts/create-payout-line.ts';
import { latestPaidMonth } from '../payouts/repository.ts';
import { reversalMonth } from '../payouts/settle-credited-payout.ts';

/**
 * A finalized project's price was corrected (issue 36): in the correction's transaction, after the project
 * row holds the new price, its live invoice gets a credit note (which settles the student's payout line) and
 * the project a new invoice from the corrected row, with its own payout line in a month still to be paid.
 * The old invoice is never edited. Both documents go to the customer through the outbox.
 */
export async function rebillProject(
  deps: Pick<Deps, 'config' | 'mail'>,
  tx: Tx,
  actorUserId: number,
  project: { id: number; student_id: number },
  now: Date,
) {
  const live = await lockLiveInvoiceOfProject(tx, project.id);
  const creditNote = live ? await issueCreditNote(deps, tx, actorUserId, live, now) : null;
  const invoice = await issueProjectInvoice(deps, tx, project.id, now);
  await createPayoutLine(tx, {
    projectId: project.id,
    studentId: project.student_id,
    invoiceId: invoice.id,
    subtotalOre: invoice.subtotal_ore,
    finalizedAt: now,
    month: reversalMonth(now, await latestPaidMonth(tx)),
  });
  return { credited: live, creditNote, invoice };
}

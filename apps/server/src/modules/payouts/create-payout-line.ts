import type { DbOrTx } from '../../db/client.ts';
import { payoutAmounts, payrollMonth } from './payout-amounts.ts';
import { findEarningOfInvoice, findStudentShare, insertPayout, type PayoutRow } from './repository.ts';

export interface PayoutLineInput {
  projectId: number;
  studentId: number;
  invoiceId: number;
  /** The invoice's subtotal excl. VAT, in øre. */
  subtotalOre: number;
  finalizedAt: Date;
  /**
   * The payroll month ('2026-12-01') when not the finalize's: a project billed anew after a staff price
   * correction earns in a month still to be paid out (issue 36).
   */
  month?: string;
}

/**
 * The student's payout line for a finalized project (decision 026), in the finalize transaction right after
 * the invoice: the level's share of the subtotal excl. VAT as it is now (frozen on the line, so a later rate
 * change never alters earned pay), holiday pay apart, in the Danish month of the finalize. One line per
 * invoice: called twice, it returns the first line unchanged.
 */
export async function createPayoutLine(tx: DbOrTx, input: PayoutLineInput): Promise<PayoutRow> {
  const share = await findStudentShare(tx, input.studentId);
  if (share === null) throw new Error(`student ${input.studentId} has no level`);
  const { payOre, holidayPayOre } = payoutAmounts(input.subtotalOre, share);
  const inserted = await insertPayout(tx, {
    project_id: input.projectId,
    student_id: input.studentId,
    invoice_id: input.invoiceId,
    month: input.month ?? payrollMonth(input.finalizedAt),
    share_percent: share,
    pay_ore: payOre,
    holiday_pay_ore: holidayPayOre,
  });
  if (inserted) return inserted;
  const existing = await findEarningOfInvoice(tx, input.invoiceId);
  if (!existing) throw new Error(`payout line for invoice ${input.invoiceId} neither inserted nor found`);
  return existing;
}

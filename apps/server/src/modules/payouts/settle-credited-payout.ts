import type { DbOrTx } from '../../db/client.ts';
import { addMonths } from '../../lib/add-months.ts';
import { payrollMonth } from './payout-amounts.ts';
import { cancelPendingPayout, insertReversal, latestPaidMonth, lockEarningLinesOfInvoice, type PayoutRow } from './repository.ts';

/** What a credit note did to one of the student's payout lines (amounts in øre). */
export interface PayoutSettlement {
  payout_id: number;
  student_id: number | null;
  /** 'cancelled': the line was pending and is never paid; 'reversed': it was paid, a negative line deducts it. */
  outcome: 'cancelled' | 'reversed';
  pay_ore: number;
  holiday_pay_ore: number;
  /** The payroll month the reversal is deducted in ('2026-12'); null for a cancelled line. */
  reversal_month: string | null;
  reversal_id: number | null;
}

/**
 * The month a reversal goes in: the payroll month of `at`, or, when staff have already marked that month (or
 * a later one) paid, the month after the latest paid one, so the deduction always lands in a month still to
 * be paid out. Months are first days ('2026-12-01').
 */
export function reversalMonth(at: Date, latestPaid: string | null): string {
  const current = payrollMonth(at);
  return latestPaid === null || latestPaid < current ? current : addMonths(latestPaid, 1);
}

async function reverse(tx: DbOrTx, line: PayoutRow, creditNoteId: number, at: Date): Promise<PayoutSettlement | null> {
  const month = reversalMonth(at, await latestPaidMonth(tx));
  const reversal = await insertReversal(tx, {
    kind: 'reversal',
    reverses_payout_id: line.id,
    project_id: line.project_id,
    student_id: line.student_id,
    // The credit note is the document behind the deduction; the payroll file names its number.
    invoice_id: creditNoteId,
    month,
    share_percent: line.share_percent,
    pay_ore: -line.pay_ore,
    holiday_pay_ore: -line.holiday_pay_ore,
    created_at: at,
    updated_at: at,
  });
  if (!reversal) return null;
  return {
    payout_id: line.id,
    student_id: line.student_id,
    outcome: 'reversed',
    pay_ore: line.pay_ore,
    holiday_pay_ore: line.holiday_pay_ore,
    reversal_month: month.slice(0, 7),
    reversal_id: reversal.id,
  };
}

/**
 * Issue 34: a credit note cancels the work the student would be paid for, in the credit's transaction. A
 * pending line becomes 'cancelled' (month paid skips it); a paid line keeps its history and gets a reversal:
 * the same amounts negated, pending in the next unpaid month, so the payroll deducts it from the student's
 * next payout. The lines are locked first, so a concurrent "month paid" either pays the line before (and it
 * is reversed) or finds it cancelled. A line already cancelled or reversed is left alone.
 */
export async function settlePayoutOfCreditedInvoice(
  tx: DbOrTx,
  input: { invoiceId: number; creditNoteId: number; at: Date },
): Promise<PayoutSettlement[]> {
  const lines = await lockEarningLinesOfInvoice(tx, input.invoiceId);
  const settled: PayoutSettlement[] = [];
  for (const line of lines) {
    if (line.status === 'pending') {
      await cancelPendingPayout(tx, line.id, input.at);
      settled.push({
        payout_id: line.id,
        student_id: line.student_id,
        outcome: 'cancelled',
        pay_ore: line.pay_ore,
        holiday_pay_ore: line.holiday_pay_ore,
        reversal_month: null,
        reversal_id: null,
      });
    } else if (line.status === 'paid') {
      const reversed = await reverse(tx, line, input.creditNoteId, input.at);
      if (reversed) settled.push(reversed);
    }
  }
  return settled;
}

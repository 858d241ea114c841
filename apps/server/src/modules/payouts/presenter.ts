import type { Payout, PayoutAmounts, PayoutMonthSummary, PayoutStatus } from '@studiekraft/shared/schemas/payouts';
import { kroner } from './payout-amounts.ts';
import type { PayoutListRow } from './repository.ts';

/** A payout line as the API shows it: kr. with two decimals, the month as YYYY-MM, names and not storage. */
export function presentPayout(row: PayoutListRow): Payout {
  return {
    id: row.id,
    month: row.month.slice(0, 7),
    status: row.status,
    kind: row.kind,
    reverses_payout_id: row.reverses_payout_id,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    share_percent: Number(row.share_percent),
    pay: kroner(row.pay_ore),
    holiday_pay: kroner(row.holiday_pay_ore),
    total: kroner(row.pay_ore + row.holiday_pay_ore),
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    project: row.project_id === null ? null : { id: row.project_id, name: row.project_name ?? '' },
    student: row.student_id === null ? null : { id: row.student_id, name: row.student_name ?? '' },
    invoice: row.invoice_id === null ? null : { id: row.invoice_id, number: row.invoice_number ?? '' },
  };
}

interface Sum {
  pay: number;
  holiday: number;
  lines: number;
}

const amounts = (sum: Sum): PayoutAmounts => ({
  pay: kroner(sum.pay),
  holiday_pay: kroner(sum.holiday),
  total: kroner(sum.pay + sum.holiday),
  lines: sum.lines,
});

const zero = (): Sum => ({ pay: 0, holiday: 0, lines: 0 });

/**
 * Rows per (month, status) in øre folded into one entry per month: earned is pending plus paid; cancelled
 * lines (credited before they were paid) are apart and never earned (issue 34).
 */
export function presentSummary(
  rows: { month: string; status: PayoutStatus; pay: string | number; holiday: string | number; lines: number }[],
): PayoutMonthSummary[] {
  const months = new Map<string, Record<PayoutStatus, Sum>>();
  for (const row of rows) {
    const key = row.month.slice(0, 7);
    const entry = months.get(key) ?? { pending: zero(), paid: zero(), cancelled: zero() };
    const target = entry[row.status];
    target.pay += Number(row.pay);
    target.holiday += Number(row.holiday);
    target.lines += Number(row.lines);
    months.set(key, entry);
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, { pending, paid, cancelled }]) => ({
      month,
      earned: amounts({
        pay: pending.pay + paid.pay,
        holiday: pending.holiday + paid.holiday,
        lines: pending.lines + paid.lines,
      }),
      pending: amounts(pending),
      paid: amounts(paid),
      cancelled: amounts(cancelled),
    }));
}

import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { PayoutRateInput } from '@studiekraft/shared/schemas/payouts';
import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { buildCsvExport } from '../../lib/csv-export.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { kroner } from './payout-amounts.ts';
import { presentPayout, presentSummary } from './presenter.ts';
import {
  defaultShareFor,
  findEmployeeIdOfUser,
  findLevel,
  findRateLocked,
  findStudentIdOfUser,
  listMonthForExport,
  listPayouts,
  listRatesWithLevels,
  markMonthPaid,
  type PayoutListRow,
  payoutListResource,
  sumByMonth,
  upsertRate,
} from './repository.ts';
import { payoutStatusLabels } from './status-labels.ts';

/** GET /payout-rates: every level's share (staff). */
export async function listPayoutRates(deps: Pick<Deps, 'db'>) {
  return listRatesWithLevels(deps.db);
}

/** PUT /payout-rates/:levelId: staff set a level's share; applies to lines created from now on. */
export async function setPayoutRate(deps: Pick<Deps, 'db'>, viewer: AccessClaims, levelId: number, input: PayoutRateInput) {
  const share = input.share_percent.toFixed(2);
  await deps.db.transaction(async (tx) => {
    const level = await findLevel(tx, levelId);
    if (!level) throw notFound();
    const before = await findRateLocked(tx, levelId);
    const beforeShare = before ?? defaultShareFor(level.key).toFixed(2);
    await upsertRate(tx, levelId, share);
    if (beforeShare !== share || before === null) {
      await recordAudit(tx, viewer.userId, {
        action: 'payout_rate.updated',
        entity: { type: 'payout_rate', id: levelId },
        before: { share_percent: Number(beforeShare) },
        after: { share_percent: Number(share) },
      });
    }
  });
  const rates = await listRatesWithLevels(deps.db);
  const rate = rates.find((r) => r.level_id === levelId);
  if (!rate) throw notFound();
  return rate;
}

/** A student sees only their own lines; staff see all; anyone else (a customer) has none to see. */
async function studentScope(deps: Pick<Deps, 'db'>, viewer: AccessClaims): Promise<number | null> {
  if (viewer.accountType === 'EMPLOYEE') return null;
  if (viewer.accountType !== 'STUDENT') throw forbidden();
  const studentId = await findStudentIdOfUser(deps.db, viewer.userId);
  if (studentId === null) throw forbidden();
  return studentId;
}

/** GET /payouts (list convention: filters month, status, student_id; sorts month, created_at). */
export async function listPayoutsFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims, rawQuery: unknown) {
  const studentId = await studentScope(deps, viewer);
  const list = parseListQuery(rawQuery, payoutListResource, { maxLimit: pageSizes.maxLimit });
  const scope = studentId === null ? undefined : eq(payouts.student_id, studentId);
  const { rows, total } = await listPayouts(deps.db, list, scope);
  return { rows: rows.map(presentPayout), total };
}

/** GET /payouts/summary: per month, earned (all), pending and paid; a student's own, or staff's totals. */
export async function payoutSummaryFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims) {
  const studentId = await studentScope(deps, viewer);
  return presentSummary(await sumByMonth(deps.db, studentId));
}

/**
 * POST /payouts/months/:month/paid: every pending line of the month becomes paid by this employee, in one
 * statement; the audit entry carries the count and sums. A month with nothing pending changes nothing and
 * writes no entry (a second click is harmless).
 */
export async function markPayoutMonthPaid(deps: Pick<Deps, 'db'>, viewer: AccessClaims, month: string, now = new Date()) {
  const first = `${month}-01`;
  return deps.db.transaction(async (tx) => {
    const employeeId = await findEmployeeIdOfUser(tx, viewer.userId);
    const paid = await markMonthPaid(tx, first, employeeId, now);
    const pay = paid.reduce((sum, row) => sum + row.pay_ore, 0);
    const holiday = paid.reduce((sum, row) => sum + row.holiday_pay_ore, 0);
    if (paid.length > 0) {
      await recordAudit(tx, viewer.userId, {
        action: 'payout_month.paid',
        entity: { type: 'payout_month', id: Number(month.replace('-', '')) },
        before: { status: 'pending' },
        after: { status: 'paid', month, lines: paid.length, pay: kroner(pay), holiday_pay: kroner(holiday) },
      });
    }
    return { month, paid_lines: paid.length, pay: kroner(pay), holiday_pay: kroner(holiday) };
  });
}

/** Money in a payroll file: kr. with a decimal comma and always two decimals (Danish Excel reads it as a number). */
const csvKroner = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');

/** The screens' labels; a cancelled line says why, as the payroll file has no other place for it. */
const csvStatus = { ...payoutStatusLabels, cancelled: `${payoutStatusLabels.cancelled} (krediteret)` };

/**
 * GET /payouts.csv?month=YYYY-MM: the payroll export of one month (staff). The amount columns add up to what
 * is paid: a cancelled line shows 0,00 (its invoice was credited before it was paid) and a reversal its
 * negative amounts, the deduction of a paid line whose invoice was credited (issue 34).
 */
export async function exportPayoutMonth(deps: Pick<Deps, 'db'>, month: string) {
  const counted = (r: PayoutListRow, ore: number) => (r.status === 'cancelled' ? 0 : ore);
  return buildCsvExport<PayoutListRow>(
    [
      { header: 'Studerende', value: (r) => r.student_name },
      { header: 'E-mail', value: (r) => r.student_email },
      {
        header: 'Projekt',
        value: (r) => (r.kind === 'reversal' ? `Modregning: ${r.project_name ?? ''}` : r.project_name),
      },
      { header: 'Fakturanummer', value: (r) => r.invoice_number },
      { header: 'Løn (kr.)', value: (r) => csvKroner(counted(r, r.pay_ore)) },
      { header: 'Feriepenge (kr.)', value: (r) => csvKroner(counted(r, r.holiday_pay_ore)) },
      { header: 'I alt (kr.)', value: (r) => csvKroner(counted(r, r.pay_ore + r.holiday_pay_ore)) },
      { header: 'Status', value: (r) => csvStatus[r.status] },
    ],
    (maxRows) => listMonthForExport(deps.db, `${month}-01`, maxRows),
  );
}

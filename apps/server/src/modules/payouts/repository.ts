import { payoutDefaults } from '@studiekraft/shared/schemas/payouts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, invoices, levels, payoutRates, payouts, projects, students, users } from '../../db/schema/index.ts';
import type { CustomFilter, ListResource, ParsedList } from '../../plugins/list-query.ts';

/** Used when a level has neither a staff-set share nor a default of its own (a level staff added later). */
export const fallbackSharePercent = payoutDefaults['rough-diamond'];

export const defaultShareFor = (levelKey: string): number =>
  (payoutDefaults as Record<string, number>)[levelKey] ?? fallbackSharePercent;

/** Every level with its share: the staff-set row, or the decision's default while there is none. */
export async function listRatesWithLevels(db: DbOrTx) {
  const rows = await db
    .select({ id: levels.id, key: levels.key, name: levels.name, share: payoutRates.share_percent })
    .from(levels)
    .leftJoin(payoutRates, eq(payoutRates.level_id, levels.id))
    .orderBy(asc(levels.order), asc(levels.id));
  return rows.map((row) => ({
    level_id: row.id,
    level_key: row.key,
    level_name: row.name,
    share_percent: row.share === null ? defaultShareFor(row.key) : Number(row.share),
    is_default: row.share === null,
  }));
}

export async function findLevel(db: DbOrTx, levelId: number) {
  const [row] = await db.select({ id: levels.id, key: levels.key }).from(levels).where(eq(levels.id, levelId));
  return row ?? null;
}

export async function findRateLocked(tx: DbOrTx, levelId: number): Promise<string | null> {
  const [row] = await tx
    .select({ share: payoutRates.share_percent })
    .from(payoutRates)
    .where(eq(payoutRates.level_id, levelId))
    .for('update');
  return row?.share ?? null;
}

export async function upsertRate(tx: DbOrTx, levelId: number, sharePercent: string) {
  await tx
    .insert(payoutRates)
    .values({ level_id: levelId, share_percent: sharePercent })
    .onConflictDoUpdate({ target: payoutRates.level_id, set: { share_percent: sharePercent, updated_at: new Date() } });
}

/** The default shares written as rows for every level that has none; a restart never overwrites staff's. */
export async function insertMissingDefaultRates(db: DbOrTx): Promise<number> {
  const missing = await db
    .select({ id: levels.id, key: levels.key })
    .from(levels)
    .leftJoin(payoutRates, eq(payoutRates.level_id, levels.id))
    .where(sql`${payoutRates.level_id} is null`);
  if (missing.length === 0) return 0;
  const inserted = await db
    .insert(payoutRates)
    .values(missing.map((level) => ({ level_id: level.id, share_percent: defaultShareFor(level.key).toFixed(2) })))
    .onConflictDoNothing()
    .returning({ id: payoutRates.level_id });
  return inserted.length;
}

/** The student's level and its share now (row or default): what a payout line freezes at finalize. */
export async function findStudentShare(tx: DbOrTx, studentId: number): Promise<string | null> {
  const [row] = await tx
    .select({ key: levels.key, share: payoutRates.share_percent })
    .from(students)
    .innerJoin(levels, eq(levels.id, students.level_id))
    .leftJoin(payoutRates, eq(payoutRates.level_id, levels.id))
    .where(eq(students.id, studentId));
  if (!row) return null;
  return row.share ?? defaultShareFor(row.key).toFixed(2);
}

export type PayoutRow = typeof payouts.$inferSelect;

/** One earning line per invoice: the unique index is partial (a reversal carries its credit note). */
export async function insertPayout(tx: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow | null> {
  const [row] = await tx
    .insert(payouts)
    .values(values)
    .onConflictDoNothing({ target: payouts.invoice_id, where: sql`kind = 'earning'` })
    .returning();
  return row ?? null;
}

export async function findEarningOfInvoice(tx: DbOrTx, invoiceId: number): Promise<PayoutRow | null> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.invoice_id, invoiceId), eq(payouts.kind, 'earning')));
  return row ?? null;
}

/**
 * The earning lines an invoice gave, locked: a credit note and "month paid" then take turns on them, so a
 * line is either paid first (and reversed) or cancelled first (and never paid).
 */
export async function lockEarningLinesOfInvoice(tx: DbOrTx, invoiceId: number): Promise<PayoutRow[]> {
  return tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.invoice_id, invoiceId), eq(payouts.kind, 'earning')))
    .orderBy(asc(payouts.id))
    .for('update');
}

export async function cancelPendingPayout(tx: DbOrTx, payoutId: number, at: Date) {
  await tx
    .update(payouts)
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')));
}

/** A reversal of a paid line; a line already reversed gives null (at most one reversal per line). */
export async function insertReversal(tx: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow | null> {
  const [row] = await tx.insert(payouts).values(values).onConflictDoNothing({ target: payouts.reverses_payout_id }).returning();
  return row ?? null;
}

/** The latest payroll month with a paid line ('2026-11-01'), or null: months up to it count as paid out. */
export async function latestPaidMonth(tx: DbOrTx): Promise<string | null> {
  const [row] = await tx
    .select({ month: sql<string | null>`max(${payouts.month})::text` })
    .from(payouts)
    .where(eq(payouts.status, 'paid'));
  return row?.month ?? null;
}

/** `month eq 2026-11` (or the month's first day): the payroll month. */
const monthFilter: CustomFilter = (value, operator) => {
  if (operator !== 'eq' || typeof value !== 'string') return undefined;
  const match = /^(\d{4}-(0[1-9]|1[0-2]))(-01)?$/.exec(value);
  return match ? eq(payouts.month, `${match[1]}-01`) : undefined;
};

export const payoutListResource: ListResource<never> = {
  filters: { month: monthFilter, status: payouts.status, student_id: payouts.student_id },
  sorts: { month: payouts.month, created_at: payouts.created_at, id: payouts.id },
  includes: [],
  defaultSort: { key: 'month', direction: 'DESC' },
  defaultLimit: 50,
};

export interface PayoutListRow extends PayoutRow {
  project_name: string | null;
  student_name: string | null;
  student_email: string | null;
  invoice_number: string | null;
}

function selectPayouts(db: DbOrTx) {
  return db
    .select({
      payout: payouts,
      project_name: projects.name,
      student_name: students.name,
      student_email: users.email,
      invoice_number: invoices.number,
    })
    .from(payouts)
    .leftJoin(projects, eq(projects.id, payouts.project_id))
    .leftJoin(students, eq(students.id, payouts.student_id))
    .leftJoin(users, eq(users.id, students.user_id))
    .leftJoin(invoices, eq(invoices.id, payouts.invoice_id));
}

const flatten = (r: {
  payout: PayoutRow;
  project_name: string | null;
  student_name: string | null;
  student_email: string | null;
  invoice_number: string | null;
}): PayoutListRow => ({
  ...r.payout,
  project_name: r.project_name,
  student_name: r.student_name,
  student_email: r.student_email,
  invoice_number: r.invoice_number,
});

/** `scope` is the viewer's rule (a student's own lines), ANDed with the request's filters. */
export async function listPayouts(db: DbOrTx, list: ParsedList<never>, scope: SQL | undefined) {
  const where = and(scope, list.where);
  const [rows, totals] = await Promise.all([
    selectPayouts(db)
      .where(where)
      .orderBy(...list.orderBy, desc(payouts.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(payouts).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.total ?? 0 };
}

/** The payroll export of one month: every line, by student then project. */
export async function listMonthForExport(db: DbOrTx, month: string, maxRows: number) {
  const rows = await selectPayouts(db)
    .where(eq(payouts.month, month))
    .orderBy(asc(students.name), asc(payouts.id))
    .limit(maxRows);
  return rows.map(flatten);
}

/** Sums per month and status, in øre; a student's own when `studentId` is given. */
export async function sumByMonth(db: DbOrTx, studentId: number | null) {
  return db
    .select({
      month: payouts.month,
      status: payouts.status,
      pay: sql<string>`coalesce(sum(${payouts.pay_ore}), 0)`,
      holiday: sql<string>`coalesce(sum(${payouts.holiday_pay_ore}), 0)`,
      lines: count(),
    })
    .from(payouts)
    .where(studentId === null ? undefined : eq(payouts.student_id, studentId))
    .groupBy(payouts.month, payouts.status)
    .orderBy(desc(payouts.month));
}

export async function markMonthPaid(tx: DbOrTx, month: string, employeeId: number | null, at: Date) {
  return tx
    .update(payouts)
    .set({ status: 'paid', paid_at: at, paid_by: employeeId, updated_at: at })
    .where(and(eq(payouts.month, month), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id, pay_ore: payouts.pay_ore, holiday_pay_ore: payouts.holiday_pay_ore });
}

export async function findStudentIdOfUser(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.user_id, userId));
  return row?.id ?? null;
}

export async function findEmployeeIdOfUser(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.user_id, userId));
  return row?.id ?? null;
}

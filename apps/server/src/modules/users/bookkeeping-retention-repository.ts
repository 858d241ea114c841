import { openProjectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { and, asc, eq, exists, gt, inArray, like, lt, not, notExists, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { customers, invoices, payouts, projectFiles, projects, students, users } from '../../db/schema/index.ts';
import { deletedEmailLike } from './deleted-email.ts';

/**
 * What bookkeeping law keeps (bogføringsloven § 10: 5 years from the end of the financial year, which is
 * the calendar year here): material of `keepFromYear` and later stays; anything earlier may go.
 * `boundary` is 1 January of `keepFromYear` as a calendar date, read in Danish time.
 */
export interface RetentionCutoff {
  keepFromYear: number;
  boundary: string;
}

export type PurgeKind = 'customer' | 'student';

const zone = 'Europe/Copenhagen';
const boundaryTime = (cutoff: RetentionCutoff) => sql`(${cutoff.boundary}::date::timestamp at time zone ${zone})`;

const partyColumn = (kind: PurgeKind) => (kind === 'customer' ? projects.customer_id : projects.student_id);

/**
 * A closed project of the account that ended before the cutoff and that no invoice or payout points at any
 * more: nothing the law keeps hangs on it. (An invoice of a customer who still has an account, or a
 * payout of a student who does, keeps the project for good: only anonymised accounts are purged.)
 */
function purgeableProject(kind: PurgeKind, accountId: number | AnyPgColumn, cutoff: RetentionCutoff) {
  return and(
    eq(partyColumn(kind), accountId),
    not(inArray(projects.status, [...openProjectStatuses])),
    sql`coalesce(${projects.finalized_at}, ${projects.cancelled_at}, ${projects.updated_at}) < ${boundaryTime(cutoff)}`,
    notExists(sql`(select 1 from ${invoices} where ${invoices.project_id} = ${projects.id})`),
    notExists(sql`(select 1 from ${payouts} where ${payouts.project_id} = ${projects.id})`),
  );
}

/** The account's bookkeeping rows (a customer's invoices, a student's payouts), optionally only the expired ones. */
function bookkeeping(kind: PurgeKind, accountId: AnyPgColumn, cutoff: RetentionCutoff | null) {
  if (kind === 'customer') {
    const expired = cutoff ? sql` and ${invoices.year} < ${cutoff.keepFromYear}` : sql``;
    return sql`(select 1 from ${invoices} where ${invoices.customer_id} = ${accountId}${expired})`;
  }
  const expired = cutoff ? sql` and ${payouts.month} < ${cutoff.boundary}` : sql``;
  return sql`(select 1 from ${payouts} where ${payouts.student_id} = ${accountId}${expired})`;
}

/**
 * Anonymised customers or students (decision 027) with something to purge, after `afterId`, locked FOR
 * UPDATE SKIP LOCKED so two processes never purge the same account. "Something" is an expired invoice or
 * payout, a purgeable project, or nothing left at all (no project and no bookkeeping: the rows can go).
 */
export async function lockPurgeableAccounts(
  tx: DbOrTx,
  kind: PurgeKind,
  cutoff: RetentionCutoff,
  afterId: number,
  limit: number,
): Promise<{ id: number; user_id: number }[]> {
  const table = kind === 'customer' ? customers : students;
  return tx
    .select({ id: table.id, user_id: table.user_id })
    .from(table)
    .innerJoin(users, eq(users.id, table.user_id))
    .where(
      and(
        like(users.email, deletedEmailLike),
        gt(table.id, afterId),
        or(
          exists(sql`(select 1 from ${projects} where ${purgeableProject(kind, table.id, cutoff)})`),
          exists(bookkeeping(kind, table.id, cutoff)),
          and(
            notExists(sql`(select 1 from ${projects} where ${eq(partyColumn(kind), table.id)})`),
            notExists(bookkeeping(kind, table.id, null)),
          ),
        ),
      ),
    )
    .orderBy(asc(table.id))
    .limit(limit)
    .for('update', { of: table, skipLocked: true });
}

/**
 * A customer's invoices from before the cutoff: credit notes first (each points at its invoice), then the
 * invoices no remaining credit note points at. Reminders go with their invoice (cascade). Returns how many.
 */
export async function deleteExpiredInvoices(tx: DbOrTx, customerId: number, cutoff: RetentionCutoff): Promise<number> {
  const credited = alias(invoices, 'credited');
  const expired = (kind: 'invoice' | 'credit_note') =>
    and(eq(invoices.customer_id, customerId), eq(invoices.kind, kind), lt(invoices.year, cutoff.keepFromYear));
  const creditNotes = await tx
    .delete(invoices)
    .where(
      and(
        expired('credit_note'),
        or(
          sql`${invoices.credited_invoice_id} is null`,
          exists(
            tx
              .select({ one: sql`1` })
              .from(credited)
              .where(and(eq(credited.id, invoices.credited_invoice_id), lt(credited.year, cutoff.keepFromYear))),
          ),
        ),
      ),
    )
    .returning({ id: invoices.id });
  const invoiceRows = await tx
    .delete(invoices)
    .where(
      and(
        expired('invoice'),
        notExists(sql`(select 1 from ${invoices} as note where note.credited_invoice_id = ${invoices.id})`),
      ),
    )
    .returning({ id: invoices.id });
  return creditNotes.length + invoiceRows.length;
}

/** A student's payout lines for months before the cutoff. Returns how many. */
export async function deleteExpiredPayouts(tx: DbOrTx, studentId: number, cutoff: RetentionCutoff): Promise<number> {
  const rows = await tx
    .delete(payouts)
    .where(and(eq(payouts.student_id, studentId), lt(payouts.month, cutoff.boundary)))
    .returning({ id: payouts.id });
  return rows.length;
}

/**
 * The account's purgeable projects, with their conversations, messages, events and files (cascade).
 * Returns how many went and the storage keys of their files, to remove once the transaction commits.
 */
export async function deletePurgeableProjects(
  tx: DbOrTx,
  kind: PurgeKind,
  accountId: number,
  cutoff: RetentionCutoff,
): Promise<{ count: number; files: string[] }> {
  const ids = (
    await tx
      .select({ id: projects.id })
      .from(projects)
      .where(purgeableProject(kind, accountId, cutoff))
  ).map((row) => row.id);
  if (ids.length === 0) return { count: 0, files: [] };
  const files = await tx
    .select({ key: projectFiles.storage_key })
    .from(projectFiles)
    .where(inArray(projectFiles.project_id, ids));
  await tx.delete(projects).where(inArray(projects.id, ids));
  return { count: ids.length, files: files.map((file) => file.key) };
}

/**
 * The login goes (and with it, by cascade, the customer or student row, tokens and any conversation
 * without a project) once no project, invoice or payout points at the account any more. Returns whether it went.
 */
export async function deleteAccountIfUnreferenced(tx: DbOrTx, kind: PurgeKind, account: { id: number; user_id: number }) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(partyColumn(kind), account.id))
    .limit(1);
  if (project) return false;
  const [bookkeeping] =
    kind === 'customer'
      ? await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.customer_id, account.id)).limit(1)
      : await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.student_id, account.id)).limit(1);
  if (bookkeeping) return false;
  await tx.delete(users).where(eq(users.id, account.user_id));
  return true;
}

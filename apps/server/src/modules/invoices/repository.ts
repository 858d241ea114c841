import { and, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, customers, invoices, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CustomFilter, type ListResource, type ParsedList, textExpressionFilter } from '../../plugins/list-query.ts';
import type { InvoiceRow } from './create-invoice.ts';

const creditNotes = alias(invoices, 'credit_notes');

/** An invoice with what its view names: the project (and its conversation) and the credit note that cancelled it. */
const columns = {
  invoice: invoices,
  project_name: projects.name,
  conversation_id: conversations.id,
  credit_note_id: creditNotes.id,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(invoices)
    .leftJoin(projects, eq(projects.id, invoices.project_id))
    .leftJoin(conversations, eq(conversations.project_id, invoices.project_id))
    .leftJoin(creditNotes, and(eq(creditNotes.credited_invoice_id, invoices.id), eq(creditNotes.kind, 'credit_note')));
}

export type InvoiceViewRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** A customer sees the invoices addressed to them; staff all (undefined). */
export function invoiceScope(viewer: { accountType: string; userId: number }): SQL | undefined {
  if (viewer.accountType === 'EMPLOYEE') return undefined;
  return sql`${invoices.customer_id} in (select ${customers.id} from ${customers} where ${customers.user_id} = ${viewer.userId})`;
}

const statusFilter: CustomFilter = (value, operator) => {
  const values = Array.isArray(value) ? value : String(value ?? '').split(',');
  const known = ['open', 'overdue', 'paid', 'credited'];
  if (values.length === 0 || values.some((v) => !known.includes(String(v)))) throw new AppError('INVALID_QUERY');
  const list = values as ('open' | 'overdue' | 'paid' | 'credited')[];
  if (operator === 'in' || operator === 'eq') return inArray(invoices.status, list);
  if (operator === 'neq') return sql`${invoices.status} not in ${list}`;
  return undefined;
};

const kindFilter: CustomFilter = (value, operator) => {
  if (value !== 'invoice' && value !== 'credit_note') return undefined;
  if (operator === 'eq') return eq(invoices.kind, value);
  if (operator === 'neq') return sql`${invoices.kind} <> ${value}`;
  return undefined;
};

const buyerName = sql`(${invoices.buyer} ->> 'name')`;
const byNumber = textExpressionFilter(sql`${invoices.number}`);
const byBuyer = textExpressionFilter(buyerName);

/** `search ct <text>`: the number or the buyer's name. */
const searchFilter: CustomFilter = (value, operator) => {
  const a = byNumber(value, operator);
  const b = byBuyer(value, operator);
  return a && b ? or(a, b) : undefined;
};

export const invoiceListResource: ListResource<never> = {
  filters: {
    status: statusFilter,
    kind: kindFilter,
    customer_id: invoices.customer_id,
    project_id: invoices.project_id,
    issued_at: invoices.issued_at,
    due_date: invoices.due_date,
    search: searchFilter,
  },
  sorts: {
    issued_at: invoices.issued_at,
    number: invoices.number,
    due_date: invoices.due_date,
    total: invoices.total_ore,
    status: invoices.status,
    buyer_name: buyerName,
    id: invoices.id,
  },
  includes: [],
  defaultSort: { key: 'issued_at', direction: 'DESC' },
  defaultLimit: 25,
};

export async function listInvoices(db: DbOrTx, scope: SQL | undefined, list: ParsedList<never>) {
  const where = and(scope, list.where);
  const [rows, totals] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...list.orderBy, desc(invoices.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findInvoiceView(db: DbOrTx, id: number, scope?: SQL): Promise<InvoiceViewRow | null> {
  const [row] = await baseQuery(db).where(and(eq(invoices.id, id), scope));
  return row ?? null;
}

export async function lockInvoice(tx: DbOrTx, id: number): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

/** The project's invoice that is not credited (at most one: a partial unique index), locked. */
export async function lockLiveInvoiceOfProject(tx: DbOrTx, projectId: number): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.project_id, projectId), eq(invoices.kind, 'invoice'), ne(invoices.status, 'credited')))
    .for('update');
  return row ?? null;
}

/** The customer's login e-mail and name now (mail goes to today's address, not the snapshot's). */
export async function findCustomerContact(db: DbOrTx, customerId: number | null) {
  if (customerId === null) return null;
  const [row] = await db
    .select({ email: users.email, first_name: customers.first_name, last_name: customers.last_name })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.user_id))
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * Per Danish month of issue, the totals incl. VAT of open, overdue and paid invoices (credit notes and
 * credited invoices cancel each other out and are left out).
 */
export async function sumInvoicesByMonth(db: DbOrTx, from: Date, to: Date) {
  const month = sql<string>`to_char(${invoices.issued_at} at time zone 'Europe/Copenhagen', 'YYYY-MM')`;
  return db
    .select({ month, status: invoices.status, total_ore: sql<string>`sum(${invoices.total_ore})` })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['open', 'overdue', 'paid']),
        gte(invoices.issued_at, from),
        lt(invoices.issued_at, to),
      ),
    )
    .groupBy(month, invoices.status);
}

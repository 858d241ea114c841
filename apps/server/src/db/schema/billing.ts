import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { levels } from './catalogue.ts';
import { id, timestamps, tstz } from './columns.ts';
import { customers, employees, students } from './people.ts';
import { projects } from './projects.ts';

/**
 * Money on invoices and payouts is integer øre (bigint, read as a JS number: exact up to 2^53 øre), never
 * a float and never numeric(12,2) arithmetic in JavaScript; amounts are rounded once, to øre, at the VAT line.
 */
const ore = (name: string) => bigint(name, { mode: 'number' });

export const invoiceKindEnum = pgEnum('invoice_kind', ['invoice', 'credit_note']);
export const invoiceStatusEnum = pgEnum('invoice_status', ['open', 'overdue', 'paid', 'credited']);
/**
 * 'cancelled': the invoice was credited before the line was paid, so the line is never paid (issue 34). Its
 * amounts stay on it as a record of what was cancelled; sums and the payroll leave it out.
 */
export const payoutStatusEnum = pgEnum('payout_status', ['pending', 'paid', 'cancelled']);
/**
 * 'earning': the project's line from finalize. 'reversal': booked when the invoice of an already paid line is
 * credited, the same amounts negated, pending in the next unpaid month, so the pay is deducted from the
 * student's next payout (issue 34).
 */
export const payoutKindEnum = pgEnum('payout_kind', ['earning', 'reversal']);

/** One row per year: the last number handed out. Allocated under the row's lock, so numbers never skip or repeat. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

export interface InvoiceParty {
  name: string;
  company_name?: string | null;
  address?: string | null;
  postcode?: string | null;
  city?: string | null;
  vat_number?: string | null;
  email?: string | null;
  bank?: { reg: string; account: string; iban?: string | null; bic?: string | null } | null;
}

export interface InvoiceLine {
  description: string;
  /** Hours or pieces as a decimal string ('1.50'), exact. */
  quantity: string;
  unit: 'hours' | 'piece';
  unit_price_ore: number;
  amount_ore: number;
}

/**
 * Invoices and credit notes share one gapless number series per year (e.g. 2026-0001). Seller, buyer and lines
 * are snapshots: an invoice must read the same for the 5 years bookkeeping law keeps it, whatever happens to the
 * project or the customer afterwards.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: invoiceKindEnum('kind').notNull().default('invoice'),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    status: invoiceStatusEnum('status').notNull().default('open'),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** A credit note points at the invoice it cancels. */
    credited_invoice_id: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    issued_at: tstz('issued_at').notNull(),
    delivery_date: date('delivery_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotal_ore: ore('subtotal_ore').notNull(),
    vat_ore: ore('vat_ore').notNull(),
    total_ore: ore('total_ore').notNull(),
    payment_reference: text('payment_reference').notNull(),
    paid_at: tstz('paid_at'),
    credited_at: tstz('credited_at'),
    reminders_sent: smallint('reminders_sent').notNull().default(0),
    last_reminder_at: tstz('last_reminder_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    // One live invoice per project; credit notes carry the project too but are not unique per project. A
    // credited invoice no longer counts, so a staff price correction can bill the project anew (issue 36).
    uniqueIndex('invoices_project_live_invoice_unique')
      .on(t.project_id)
      .where(sql`${t.kind} = 'invoice' and ${t.status} <> 'credited'`),
    index('invoices_customer_idx').on(t.customer_id, t.issued_at),
    index('invoices_status_due_idx').on(t.status, t.due_date),
    index('invoices_issued_idx').on(t.issued_at),
  ],
);

/** Each reminder sent for an overdue invoice: the fee and interest it added, as the reminder showed them. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: id(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    fee_ore: ore('fee_ore').notNull(),
    interest_ore: ore('interest_ore').notNull(),
    /** What the customer owes in all as of this reminder: total, fees and interest so far. */
    outstanding_ore: ore('outstanding_ore').notNull(),
    sent_at: tstz('sent_at').notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('invoice_reminders_invoice_number_unique').on(t.invoice_id, t.number)],
);

/** The student's share of the invoiced amount excl. VAT, per level; set by staff (decision in docs/decisions). */
export const payoutRates = pgTable(
  'payout_rates',
  {
    level_id: integer('level_id')
      .primaryKey()
      .references(() => levels.id, { onDelete: 'cascade' }),
    share_percent: numeric('share_percent', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    updated_at: timestamps.updated_at,
  },
  (t) => [check('payout_rates_share_range', sql`${t.share_percent} > 0 and ${t.share_percent} <= 100`)],
);

/** One payout line per finalized project: the student's pay and the holiday pay (feriepenge) on it, apart. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    invoice_id: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The first day of the month the work was finalized in; staff pay out a month at a time. */
    month: date('month', { mode: 'string' }).notNull(),
    share_percent: numeric('share_percent', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    pay_ore: ore('pay_ore').notNull(),
    holiday_pay_ore: ore('holiday_pay_ore').notNull(),
    status: payoutStatusEnum('status').notNull().default('pending'),
    kind: payoutKindEnum('kind').notNull().default('earning'),
    /** A reversal's earning line; at most one reversal per line. */
    reverses_payout_id: integer('reverses_payout_id').references((): AnyPgColumn => payouts.id, { onDelete: 'set null' }),
    /** When a credit note cancelled the line (status 'cancelled'). */
    cancelled_at: tstz('cancelled_at'),
    paid_at: tstz('paid_at'),
    paid_by: integer('paid_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One earning line per invoice (a project billed anew after a credit note has one per invoice); a
    // reversal of it carries the credit note.
    uniqueIndex('payouts_invoice_earning_unique').on(t.invoice_id).where(sql`${t.kind} = 'earning'`),
    uniqueIndex('payouts_reverses_unique').on(t.reverses_payout_id),
    index('payouts_student_month_idx').on(t.student_id, t.month),
    index('payouts_month_status_idx').on(t.month, t.status),
  ],
);

import { z } from 'zod';

/** Invoices and credit notes (issue 12, decision 025). Amounts leave the server in kroner with two decimals. */
export const invoiceStatuses = ['open', 'overdue', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(['hours', 'piece']),
  unit_price: z.number(),
  amount: z.number(),
});

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(invoiceKinds),
  status: z.enum(invoiceStatuses),
  issued_at: z.string(),
  delivery_date: z.string(),
  due_date: z.string(),
  /** The same date as `due_date`, under the name the issue used. */
  due_at: z.string(),
  subtotal: z.number(),
  vat: z.number(),
  total: z.number(),
  payment_reference: z.string(),
  customer: z.object({ id: z.number().nullable(), name: z.string() }),
  project: z.object({ id: z.number(), name: z.string(), conversation_id: z.number().nullable() }).nullable(),
  lines: z.array(invoiceLineSchema),
  credited_invoice_id: z.number().nullable(),
  /** The credit note that cancelled this invoice, if any. */
  credit_note_id: z.number().nullable(),
  reminders_sent: z.number(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /invoices/totals?from=YYYY-MM&to=YYYY-MM: at most 36 months. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.format' });
export const invoiceTotalsQuerySchema = z.object({ from: month, to: month }).refine((q) => q.from <= q.to, {
  error: 'validation.format',
  path: ['to'],
});

export const invoiceMonthTotalsSchema = z.object({
  month: z.string(),
  open: z.number(),
  overdue: z.number(),
  paid: z.number(),
});
export type InvoiceMonthTotals = z.infer<typeof invoiceMonthTotalsSchema>;

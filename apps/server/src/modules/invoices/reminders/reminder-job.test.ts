import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../../test/factories.ts';
import { auditLog, invoiceReminders, invoices, outboxEmails } from '../../../db/schema/index.ts';
import { createInvoiceReminderJob } from './reminder-job.ts';

let t: TestApp;
let customer: CreatedUser;
let sequence = 0;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Karen Kunde' });
});
afterAll(() => t.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const job = () => createInvoiceReminderJob({ db: t.database.db, mailContext: t.app.mailContext, logger: silent });

beforeEach(async () => {
  await t.database.db.delete(outboxEmails);
  await t.database.db.delete(invoices);
});

/** An invoice of 1,250.00 kr. incl. VAT (1,000.00 + 250.00), inserted directly: the invoices module makes real ones. */
async function invoice(dueDate: string, overrides: Partial<typeof invoices.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number: `2026-${String(sequence).padStart(4, '0')}`,
      year: 2026,
      sequence,
      customer_id: customer.accountId,
      issued_at: new Date('2026-01-01T10:00:00Z'),
      delivery_date: '2026-01-01',
      due_date: dueDate,
      seller: { name: 'Studiekraft ApS' },
      buyer: { name: 'Karen Kunde' },
      lines: [{ description: 'Logo', quantity: '1', unit: 'piece', unit_price_ore: 100_000, amount_ore: 100_000 }],
      subtotal_ore: 100_000,
      vat_ore: 25_000,
      total_ore: 125_000,
      payment_reference: `REF${sequence}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
}

const remindersOf = (id: number) =>
  t.database.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoice_id, id)).orderBy(invoiceReminders.number);
const stateOf = async (id: number) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
/** Noon in Copenhagen (11:00 UTC in winter) of a calendar day. */
const at = (day: string) => new Date(`${day}T11:00:00Z`);

describe('the reminder job', () => {
  it('leaves an invoice alone on its due date and reminds the day after, across a month end', async () => {
    const due = await invoice('2026-01-31');
    expect(await job().runOnce(at('2026-01-31'))).toBe(0);
    expect((await stateOf(due.id))?.status).toBe('open');

    expect(await job().runOnce(at('2026-02-01'))).toBe(1);
    const state = await stateOf(due.id);
    expect(state).toMatchObject({ status: 'overdue', reminders_sent: 1 });
    expect(await remindersOf(due.id)).toEqual([
      expect.objectContaining({ number: 1, fee_ore: 10_000, interest_ore: 875, outstanding_ore: 135_875 }),
    ]);

    const [mail] = await t.database.db.select().from(outboxEmails);
    expect(mail?.to).toBe(customer.email);
    expect(mail?.subject).toBe(`Rykker 1 for faktura ${due.number}`);
    expect(mail?.text).toContain('Rykkergebyr for denne rykker: 100,00 kr.');
    expect(mail?.text).toContain('Renter, 0,70 % pr. påbegyndt måned (1 påbegyndt måned): 8,75 kr.');
    expect(mail?.text).toContain('Nyt beløb at betale: 1.358,75 kr.');
    expect(mail?.text).toContain('31. januar 2026');
    expect(mail?.text).not.toContain('påkrav');
    expect(mail?.attachments).toEqual([
      {
        filename: `faktura-${due.number}.pdf`,
        content_type: 'application/pdf',
        source: { kind: 'invoice-pdf', invoice_id: due.id },
      },
    ]);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, due.id));
    expect(entry).toMatchObject({ employee_user_id: null, action: 'invoice.reminded', entity_type: 'invoice' });
  });

  it('waits 10 days between reminders, sends at most three, and says the 14 days on the third', async () => {
    const due = await invoice('2026-03-10');
    expect(await job().runOnce(at('2026-03-11'))).toBe(1);
    // Hourly checks on the same and the next days change nothing.
    expect(await job().runOnce(new Date(at('2026-03-11').getTime() + 60 * 60_000))).toBe(0);
    expect(await job().runOnce(at('2026-03-20'))).toBe(0);
    expect(await job().runOnce(at('2026-03-21'))).toBe(1);
    expect(await job().runOnce(at('2026-03-30'))).toBe(0);
    // Past a month after the due date: the third shows two started months of interest.
    expect(await job().runOnce(at('2026-04-11'))).toBe(1);
    expect(await job().runOnce(at('2026-04-25'))).toBe(0);
    expect(await job().runOnce(at('2026-06-01'))).toBe(0);

    const reminders = await remindersOf(due.id);
    expect(reminders.map((r) => [r.number, r.interest_ore, r.outstanding_ore])).toEqual([
      [1, 875, 135_875],
      [2, 875, 145_875],
      [3, 1750, 156_750],
    ]);
    const mails = await t.database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(mails.map((m) => m.subject)).toEqual([1, 2, 3].map((n) => `Rykker ${n} for faktura ${due.number}`));
    expect(mails[2]?.text).toContain('skriftligt påkrav: Betales beløbet ikke inden 14 dage');
    expect((await stateOf(due.id))?.reminders_sent).toBe(3);
  });

  it('never reminds about a paid or credited invoice, a credit note, or one paid between reminders', async () => {
    await invoice('2026-03-10', { status: 'paid', paid_at: at('2026-03-12') });
    await invoice('2026-03-10', { status: 'credited', credited_at: at('2026-03-12') });
    await invoice('2026-03-10', { kind: 'credit_note', total_ore: -125_000 });
    const laterPaid = await invoice('2026-03-10');
    expect(await job().runOnce(at('2026-03-11'))).toBe(1);
    await t.database.db
      .update(invoices)
      .set({ status: 'paid', paid_at: at('2026-03-15') })
      .where(eq(invoices.id, laterPaid.id));
    expect(await job().runOnce(at('2026-04-30'))).toBe(0);
    expect(await t.database.db.select().from(invoiceReminders)).toHaveLength(1);
  });

  it('sends each reminder once when two processes run at the same moment', async () => {
    const due = [await invoice('2026-03-10'), await invoice('2026-03-10'), await invoice('2026-03-09')];
    const [a, b] = await Promise.all([job().runOnce(at('2026-03-11')), job().runOnce(at('2026-03-11'))]);
    expect((a ?? 0) + (b ?? 0)).toBe(3);
    for (const row of due) expect(await remindersOf(row.id)).toHaveLength(1);
    expect(await t.database.db.select().from(outboxEmails)).toHaveLength(3);
  });
});

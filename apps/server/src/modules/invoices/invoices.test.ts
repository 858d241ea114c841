import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createAcceptedProject, finalizeProject } from '../../../test/invoice-factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';
import { auditLog, invoices, outboxEmails } from '../../db/schema/index.ts';
import { createSmtpTransport } from '../../emails/smtp-transport.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let transport: ReturnType<typeof createSmtpTransport>;
let employee: CreatedUser;
let stranger: CreatedUser;
const bearer = (user: { id: number; accountType: CreatedUser['accountType'] }) => bearerFor(t.app, user);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url);
  t = await buildTestApp({ mailTransport: transport });
  employee = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Eva Ansat' });
  stranger = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Kurt Anden' });
});
afterAll(async () => {
  await t.close();
  transport.close();
  await smtp.stop();
});

const get = async (url: string, user: { id: number; accountType: CreatedUser['accountType'] }) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: await bearer(user) });
const post = async (url: string, user: { id: number; accountType: CreatedUser['accountType'] }) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: await bearer(user) });

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
  const file = path.join(dir, 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('finalize issues the invoice', () => {
  it('bills 2.5 h x 199.99 kr. exactly (VAT 124.995 kr. rounds up once), numbers it, dates it and mails the PDF through SMTP', async () => {
    const p = await createAcceptedProject(
      t.app,
      { type: 'hourly', price: 199.99, hours: 3 },
      { company: 'Bageriet Ærø ApS', vatNumber: '87654321' },
    );
    const row = await finalizeProject(t.app, p, 2.5);
    expect(row).toMatchObject({ kind: 'invoice', status: 'open', subtotal_ore: 49998, vat_ore: 12500, total_ore: 62498 });
    expect(row.number).toMatch(/^\d{4}-\d{4}$/);
    expect(row.payment_reference).toBe(row.number.replace('-', ''));
    expect(row.buyer).toMatchObject({ name: 'Bageriet Ærø ApS', vat_number: '87654321', city: 'Ærøskøbing' });
    expect(row.seller.name).toContain('DEMO');
    expect(row.lines).toEqual([
      {
        description: expect.stringMatching(/^Projekt: Logo til bageriet \(.+\)$/),
        quantity: '2.50',
        unit: 'hours',
        unit_price_ore: 19999,
        amount_ore: 49998,
      },
    ]);

    const response = await get(`/invoices/${row.id}`, p.customer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: row.id,
      number: row.number,
      status: 'open',
      subtotal: 499.98,
      vat: 125,
      total: 624.98,
      due_at: row.due_date,
      customer: { id: p.customer.accountId, name: 'Bageriet Ærø ApS' },
      project: { id: p.projectId, name: 'Logo til bageriet', conversation_id: p.conversationId },
      lines: [{ quantity: 2.5, unit: 'hours', unit_price: 199.99, amount: 499.98 }],
      reminders_sent: 0,
    });

    const [queued] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, 'invoice-issued'), eq(outboxEmails.to, p.customer.email)));
    expect(queued?.subject).toBe(`Faktura ${row.number} fra Studiekraft`);
    expect(queued?.attachments).toEqual([
      {
        filename: `faktura-${row.number}.pdf`,
        content_type: 'application/pdf',
        source: { kind: 'invoice-pdf', invoice_id: row.id },
      },
    ]);
    smtp.received.length = 0;
    await t.app.mailWorker.drain();
    const mail = smtp.received.find((m) => m.subject === `Faktura ${row.number} fra Studiekraft`);
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`faktura-${row.number}.pdf`, 'application/pdf']]);
    expect(mail?.text).toContain('Betaling senest');
    const text = pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain(`Nr. ${row.number}`);
    expect(text).toContain('Bageriet Ærø ApS');
    expect(text).toContain('Ærøskøbing');
    expect(text).toContain('624,98 kr.');
    expect(text).toContain('I alt inkl. moms');
    expect(text).toContain('rykkergebyr på 100 kr.');
  });

  it('bills a fixed price as one piece, and the buyer is the person without a company', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 1, hours: null });
    const row = await finalizeProject(t.app, p);
    expect(row).toMatchObject({ subtotal_ore: 100, vat_ore: 25, total_ore: 125 });
    expect(row.buyer).toMatchObject({ name: 'Åse Ærø', vat_number: null });
  });
});

describe('the invoice attachment', () => {
  it('is rendered when the mail is sent; a missing invoice fails the attempt instead of sending without it', async () => {
    const [row] = await t.database.db
      .insert(outboxEmails)
      .values({
        to: 'ingen-faktura@example.test',
        subject: 'Faktura uden faktura',
        text: 'x',
        html: '<p>x</p>',
        template: 'invoice-issued',
        attachments: [
          {
            filename: 'faktura-0000-0000.pdf',
            content_type: 'application/pdf',
            source: { kind: 'invoice-pdf', invoice_id: 999_999 },
          },
        ],
      })
      .returning();
    smtp.received.length = 0;
    await t.app.mailWorker.drain();
    expect(smtp.received.filter((m) => m.envelopeTo.includes('ingen-faktura@example.test'))).toEqual([]);
    const [after] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, row?.id ?? 0));
    expect(after).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EATTACHMENT' });
    await t.database.db.delete(outboxEmails).where(eq(outboxEmails.id, row?.id ?? 0));
  });
});

describe('who sees invoices', () => {
  it('lists a customer their own only, staff all with filters, and refuses students', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 2500, hours: null });
    const row = await finalizeProject(t.app, p);
    const own = await get('/invoices', p.customer);
    expect(own.json()).toMatchObject({ total: 1, rows: [{ id: row.id, total: 3125 }] });
    expect((await get('/invoices', stranger)).json()).toEqual({ rows: [], total: 0 });
    expect((await get(`/invoices/${row.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/invoices/${row.id}/pdf`, stranger)).statusCode).toBe(404);
    expect((await get('/invoices', p.student)).statusCode).toBe(403);

    const search = await get(
      `/invoices?filter_groups[0][filters][0][key]=search&filter_groups[0][filters][0][value]=${row.number}&filter_groups[0][filters][0][operator]=ct`,
      employee,
    );
    expect(search.json().rows.map((r: { id: number }) => r.id)).toEqual([row.id]);
    const byStatus = await get(
      '/invoices?filter_groups[0][filters][0][key]=status&filter_groups[0][filters][0][value]=paid',
      employee,
    );
    expect(byStatus.json().rows.map((r: { id: number }) => r.id)).not.toContain(row.id);
    expect(
      (await get('/invoices?filter_groups[0][filters][0][key]=status&filter_groups[0][filters][0][value]=nope', employee))
        .statusCode,
    ).toBe(400);
  });

  it('serves the PDF as an attachment named after the number', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 199.99, hours: null });
    const row = await finalizeProject(t.app, p);
    const response = await get(`/invoices/${row.id}/pdf`, p.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="faktura-${row.number}.pdf"`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('249,99 kr.');
    expect(text).toContain('Moms 25 %');
  });
});

describe('the Peppol UBL export', () => {
  it('gives the customer and staff the invoice as BIS Billing 3.0 XML, another customer 404', async () => {
    const p = await createAcceptedProject(
      t.app,
      { type: 'unit', price: 100, hours: null },
      { company: 'Bageriet Ærø ApS', vatNumber: '87654321' },
    );
    const row = await finalizeProject(t.app, p);
    const response = await get(`/invoices/${row.id}/ubl`, p.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="faktura-${row.number}.xml"`);
    expect(response.body).toContain(`<cbc:ID>${row.number}</cbc:ID>`);
    expect(response.body).toContain('<cbc:EndpointID schemeID="0184">87654321</cbc:EndpointID>');
    expect(response.body).toContain('<cbc:PayableAmount currencyID="DKK">125.00</cbc:PayableAmount>');
    expect((await get(`/invoices/${row.id}/ubl`, employee)).statusCode).toBe(200);
    expect((await get(`/invoices/${row.id}/ubl`, stranger)).statusCode).toBe(404);
  });
});

describe('staff settle invoices', () => {
  it('mark one paid once, with an audit entry; a second time is 409', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 500, hours: null });
    const row = await finalizeProject(t.app, p);
    expect((await post(`/invoices/${row.id}/paid`, p.customer)).statusCode).toBe(403);
    const paid = await post(`/invoices/${row.id}/paid`, employee);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect((await post(`/invoices/${row.id}/paid`, employee)).json()).toMatchObject({ message: 'INVOICE_SETTLED' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'invoice'), eq(auditLog.entity_id, row.id)));
    expect(entries.map((e) => e.action)).toEqual(['invoice.paid']);
  });

  it('credit a paid invoice (issue 34): the refund is due by hand, the list shows it credited, a second credit is 409', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 500, hours: null });
    const row = await finalizeProject(t.app, p);
    expect((await post(`/invoices/${row.id}/paid`, employee)).statusCode).toBe(200);
    const credit = await post(`/invoices/${row.id}/credit`, employee);
    expect(credit.statusCode).toBe(201);
    expect(credit.json().data).toMatchObject({ kind: 'credit_note', credited_invoice_id: row.id, total: -625 });
    expect((await get(`/invoices/${row.id}`, employee)).json().data).toMatchObject({
      status: 'credited',
      paid_at: expect.any(String),
      credit_note_id: credit.json().data.id,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, row.id), eq(auditLog.action, 'invoice.credited')));
    expect(entry?.before).toEqual({ status: 'paid' });
    expect(entry?.after).toMatchObject({ status: 'credited', refund_due: 625, payouts: [{ outcome: 'cancelled' }] });
    // Credited is settled: neither a second credit nor a payment.
    expect((await post(`/invoices/${row.id}/credit`, employee)).json()).toMatchObject({ message: 'INVOICE_SETTLED' });
    expect((await post(`/invoices/${row.id}/paid`, employee)).statusCode).toBe(409);
  });

  it('credit an open invoice with a credit note from the same series that names it', async () => {
    const p = await createAcceptedProject(t.app, { type: 'hourly', price: 250, hours: 4 });
    const row = await finalizeProject(t.app, p, 3);
    const credit = await post(`/invoices/${row.id}/credit`, employee);
    expect(credit.statusCode).toBe(201);
    const note = credit.json().data;
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'credited',
      credited_invoice_id: row.id,
      total: -937.5,
      subtotal: -750,
      vat: -187.5,
    });
    const [, noteSeq] = note.number.split('-').map(Number);
    expect(noteSeq).toBeGreaterThan(row.sequence);
    expect((await get(`/invoices/${row.id}`, employee)).json().data).toMatchObject({
      status: 'credited',
      credit_note_id: note.id,
    });
    expect((await post(`/invoices/${row.id}/credit`, employee)).statusCode).toBe(409);
    expect((await post(`/invoices/${note.id}/credit`, employee)).statusCode).toBe(409);
    const pdf = await get(`/invoices/${note.id}/pdf`, p.customer);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Kreditnota');
    expect(text).toContain(`annullerer faktura ${row.number}`);
    expect(text).toContain('-937,50 kr.');
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Kreditnota ${note.number} fra Studiekraft`));
    expect(mail?.attachments[0]?.filename).toBe(`kreditnota-${note.number}.pdf`);
  });

  it('resend the mail with the PDF, audited', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 100, hours: null });
    const row = await finalizeProject(t.app, p);
    const before = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, p.customer.email));
    expect((await post(`/invoices/${row.id}/resend`, employee)).statusCode).toBe(200);
    const after = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, p.customer.email));
    expect(after.length).toBe(before.length + 1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'invoice'), eq(auditLog.entity_id, row.id)));
    expect(entries.map((e) => e.action)).toEqual(['invoice.resent']);
  });

  it('sum the month totals per status, every month present', async () => {
    const p = await createAcceptedProject(t.app, { type: 'unit', price: 1000, hours: null });
    const row = await finalizeProject(t.app, p);
    const month =
      row.due_date.slice(0, 7) < row.issued_at.toISOString().slice(0, 7)
        ? row.due_date.slice(0, 7)
        : row.issued_at.toISOString().slice(0, 7);
    const before = (await get(`/invoices/totals?from=${month}&to=${month}`, employee)).json().data[0];
    await post(`/invoices/${row.id}/paid`, employee);
    const response = await get(`/invoices/totals?from=2025-11&to=${month}`, employee);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data[0].month).toBe('2025-11');
    const now = data.find((d: { month: string }) => d.month === month);
    expect(now.paid).toBeCloseTo(before.paid + 1250, 2);
    expect(now.open).toBeCloseTo(before.open - 1250, 2);
    expect((await get(`/invoices/totals?from=${month}&to=2020-01`, employee)).statusCode).toBe(400);
    expect((await get(`/invoices/totals?from=${month}&to=${month}`, p.customer)).statusCode).toBe(403);
  });
});

describe('numbering', () => {
  it('hands 20 concurrent finalizes 20 consecutive numbers, no gap and no duplicate', async () => {
    const ready = [];
    for (let i = 0; i < 20; i++) ready.push(await createAcceptedProject(t.app, { type: 'unit', price: 100, hours: null }));
    const rows = await Promise.all(ready.map((p) => finalizeProject(t.app, p)));
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect((sequences.at(-1) ?? 0) - (sequences[0] ?? 0)).toBe(19);
    // The whole series of the year has no gap: 1..max, each once.
    const all = await t.database.db.select({ sequence: invoices.sequence, year: invoices.year }).from(invoices);
    const year = rows[0]?.year;
    const ofYear = all
      .filter((r) => r.year === year)
      .map((r) => r.sequence)
      .sort((a, b) => a - b);
    expect(ofYear).toEqual(Array.from({ length: ofYear.length }, (_, i) => i + 1));
  });

  it('gives the number back when the finalize rolls back', async () => {
    const p = await createAcceptedProject(t.app, { type: 'hourly', price: 100, hours: 2 });
    const token = await bearer(p.student);
    // More hours than accepted: 422 inside the transaction, before anything is written.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.projectId}/finalize`,
      headers: token,
      payload: { hours: 3 },
    });
    expect(refused.statusCode).toBe(422);
    const before = await t.database.db.select({ sequence: invoices.sequence }).from(invoices);
    const row = await finalizeProject(t.app, p, 2);
    expect(row.sequence).toBe(Math.max(...before.map((r) => r.sequence)) + 1);
  });
});

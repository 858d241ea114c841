import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerFor, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { auditLog, customers, invoices, levels, payoutRates, payouts, projects } from '../../db/schema/index.ts';
import { createPayoutLine } from './create-payout-line.ts';
import { ensurePayoutRates } from './ensure-payout-rates.ts';

let t: TestApp;
let customer: CreatedUser;
let employee: CreatedUser;
let sofie: CreatedStudent;
let magnus: CreatedStudent;
let sequence = 0;
const headers: Record<string, { authorization: string } | undefined> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  employee = await createUser(db, { type: 'EMPLOYEE', name: 'Eva Ansat' });
  sofie = await createStudent(db, { name: 'Sofie Ærø', level: 'rough-diamond' });
  magnus = await createStudent(db, { name: 'Magnus Mastermind', level: 'mastermind' });
  headers.customer = (await loginAs(t.app, customer)).headers;
  headers.employee = (await loginAs(t.app, employee)).headers;
  headers.sofie = (await loginAs(t.app, sofie)).headers;
  headers.magnus = (await loginAs(t.app, magnus)).headers;
  headers.anonymous = undefined;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.delete(payouts);
  await t.database.db.delete(payoutRates);
  await t.database.db.delete(auditLog);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers[who], ...(payload ? { payload } : {}) });

/** A finalized project of `student` with its invoice (inserted directly; the invoices module makes real ones). */
async function finalized(student: CreatedStudent, subtotalOre: number, finalizedAt: Date, name = 'Logo til bageriet') {
  const { projectId } = await createConversation(t.database.db, customer, student, {
    project: { status: 'project-finalized', name },
  });
  if (!projectId) throw new Error('no project');
  sequence += 1;
  const [invoice] = await t.database.db
    .insert(invoices)
    .values({
      // A year of its own, so these hand-made numbers never meet the series a real finalize allocates from.
      number: `1999-${String(sequence).padStart(4, '0')}`,
      year: 1999,
      sequence,
      project_id: projectId,
      customer_id: customer.accountId,
      issued_at: finalizedAt,
      delivery_date: '2026-11-01',
      due_date: '2026-11-09',
      seller: { name: 'Studiekraft ApS' },
      buyer: { name: 'Karen Kunde' },
      lines: [],
      subtotal_ore: subtotalOre,
      vat_ore: Math.round(subtotalOre / 4),
      total_ore: subtotalOre + Math.round(subtotalOre / 4),
      payment_reference: `REF${sequence}`,
    })
    .returning();
  if (!invoice) throw new Error('no invoice');
  const line = await t.database.db.transaction((tx) =>
    createPayoutLine(tx, { projectId, studentId: student.studentId, invoiceId: invoice.id, subtotalOre, finalizedAt }),
  );
  return { projectId, invoice, line };
}

describe('the payout line at finalize', () => {
  it("takes the student's level share, holiday pay apart, in the Danish month, once per project", async () => {
    const { projectId, invoice, line } = await finalized(sofie, 19_999, new Date('2026-11-30T23:30:00Z'));
    expect(line).toMatchObject({
      month: '2026-12-01',
      share_percent: '60.00',
      pay_ore: 11_999,
      holiday_pay_ore: 1500,
      status: 'pending',
    });
    const again = await t.database.db.transaction((tx) =>
      createPayoutLine(tx, {
        projectId,
        studentId: sofie.studentId,
        invoiceId: invoice.id,
        subtotalOre: 99_999,
        finalizedAt: new Date(),
      }),
    );
    expect(again.id).toBe(line.id);
    expect(again.pay_ore).toBe(11_999);
    expect((await finalized(magnus, 100_000, new Date('2026-11-15T12:00:00Z'))).line).toMatchObject({
      share_percent: '70.00',
      pay_ore: 70_000,
    });
  });

  it('uses a share staff set, and a later change leaves earlier lines as they were', async () => {
    const [level] = await t.database.db.select().from(levels).where(eq(levels.key, 'rough-diamond'));
    expect((await call('PUT', `/payout-rates/${level?.id}`, 'employee', { share_percent: 62.5 })).statusCode).toBe(200);
    const first = (await finalized(sofie, 100_000, new Date('2026-11-15T12:00:00Z'))).line;
    expect(first).toMatchObject({ share_percent: '62.50', pay_ore: 62_500, holiday_pay_ore: 7813 });
    await call('PUT', `/payout-rates/${level?.id}`, 'employee', { share_percent: 50 });
    const [stored] = await t.database.db.select().from(payouts).where(eq(payouts.id, first.id));
    expect(stored?.pay_ore).toBe(62_500);
  });
});

describe('finalize through the API', () => {
  it('writes the payout line in the finalize transaction, a share of the invoice subtotal excl. VAT', async () => {
    const db = t.database.db;
    await db
      .update(customers)
      .set({ address: 'Østergade 5', postcode: '5970', city: 'Ærøskøbing' })
      .where(eq(customers.id, customer.accountId));
    const star = await createStudent(db, { name: 'Rikke Rising', level: 'rising-star', skills: ['logo'] });
    const { projectId } = await createConversation(db, customer, star, {
      project: { status: 'project-offer-accepted', name: 'Regnskab 2026' },
    });
    if (!projectId) throw new Error('no project');
    await db
      .update(projects)
      .set({
        price_type: 'hourly',
        offered_price: 199.99,
        offered_hours: 3,
        offered_at: new Date(),
        accepted_price: 199.99,
        price_accepted_at: new Date(),
      })
      .where(eq(projects.id, projectId));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/finalize`,
      headers: await bearerFor(t.app, { id: star.id, accountType: 'STUDENT' }),
      payload: { hours: 2.5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.project_id, projectId));
    const [line] = await db.select().from(payouts).where(eq(payouts.project_id, projectId));
    // 2.5 h x 199.99 kr. = 499.98 kr. excl. VAT; 65 % = 324.987 kr.; holiday pay 12.5 % of 324.99 = 40.62375 kr.
    expect(invoice?.subtotal_ore).toBe(49_998);
    expect(line).toMatchObject({
      student_id: star.studentId,
      invoice_id: invoice?.id,
      share_percent: '65.00',
      pay_ore: 32_499,
      holiday_pay_ore: 4062,
      status: 'pending',
    });
  });
});

describe('payout rates', () => {
  it('lists every level with the defaults until staff set one, and ensurePayoutRates never overwrites', async () => {
    const listed = await call('GET', '/payout-rates', 'employee');
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.map((r: { level_key: string; share_percent: number; is_default: boolean }) => [
          r.level_key,
          r.share_percent,
          r.is_default,
        ]),
    ).toEqual([
      ['rough-diamond', 60, true],
      ['rising-star', 65, true],
      ['mastermind', 70, true],
    ]);
    const star = listed.json().data[1].level_id as number;
    const put = await call('PUT', `/payout-rates/${star}`, 'employee', { share_percent: 66.25 });
    expect(put.json().data).toMatchObject({ level_key: 'rising-star', share_percent: 66.25, is_default: false });
    expect((await ensurePayoutRates(t.database.db)).inserted).toBe(2);
    expect((await ensurePayoutRates(t.database.db)).inserted).toBe(0);
    const after = (await call('GET', '/payout-rates', 'employee')).json().data;
    expect(after.map((r: { share_percent: number }) => r.share_percent)).toEqual([60, 66.25, 70]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payout_rate.updated'));
    expect(entries).toEqual([
      expect.objectContaining({ entity_id: star, before: { share_percent: 65 }, after: { share_percent: 66.25 } }),
    ]);
  });

  it('refuses a share of 0, over 100, with three decimals or not a number, an unknown level, and anyone but staff', async () => {
    const [level] = await t.database.db.select().from(levels).limit(1);
    for (const [body, code] of [
      [{ share_percent: 0 }, 'validation.min'],
      [{ share_percent: 100.5 }, 'validation.max'],
      [{ share_percent: 60.125 }, 'validation.format'],
      [{ share_percent: '60' }, 'validation.type'],
      [{}, 'validation.required'],
    ] as const) {
      const response = await call('PUT', `/payout-rates/${level?.id}`, 'employee', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.share_percent).toContain(code);
    }
    expect((await call('PUT', '/payout-rates/999999', 'employee', { share_percent: 60 })).statusCode).toBe(404);
    for (const who of ['sofie', 'customer']) {
      expect((await call('GET', '/payout-rates', who)).statusCode).toBe(403);
      expect((await call('PUT', `/payout-rates/${level?.id}`, who, { share_percent: 99 })).statusCode).toBe(403);
    }
    expect((await call('GET', '/payout-rates', 'anonymous')).statusCode).toBe(401);
  });
});

describe('payout lists and summaries', () => {
  beforeEach(async () => {
    await finalized(sofie, 100_000, new Date('2026-10-10T12:00:00Z'), 'Regnskab');
    await finalized(sofie, 200_000, new Date('2026-11-10T12:00:00Z'), 'Plakat');
    await finalized(magnus, 100_000, new Date('2026-11-11T12:00:00Z'), 'Hjemmeside');
  });

  it('shows a student their own lines, staff every line with filters, and a customer none', async () => {
    const own = await call('GET', '/payouts', 'sofie');
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(2);
    expect(own.json().rows[0]).toMatchObject({
      month: '2026-11',
      status: 'pending',
      pay: 1200,
      holiday_pay: 150,
      total: 1350,
      share_percent: 60,
      project: { name: 'Plakat' },
      student: { id: sofie.studentId, name: 'Sofie Ærø' },
      invoice: { number: expect.stringMatching(/^1999-\d{4}$/) },
    });
    // A student's own scope cannot be widened by a filter on someone else.
    const widened = await call(
      'GET',
      `/payouts?filter_groups[0][filters][0][key]=student_id&filter_groups[0][filters][0][value]=${magnus.studentId}`,
      'sofie',
    );
    expect(widened.json().total).toBe(0);

    expect((await call('GET', '/payouts', 'employee')).json().total).toBe(3);
    const november = await call(
      'GET',
      '/payouts?filter_groups[0][filters][0][key]=month&filter_groups[0][filters][0][value]=2026-11',
      'employee',
    );
    expect(
      november
        .json()
        .rows.map((r: { project: { name: string } }) => r.project.name)
        .sort(),
    ).toEqual(['Hjemmeside', 'Plakat']);
    const bad = await call(
      'GET',
      '/payouts?filter_groups[0][filters][0][key]=month&filter_groups[0][filters][0][value]=2026-13',
      'employee',
    );
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/payouts', 'customer')).statusCode).toBe(403);
    expect((await call('GET', '/payouts', 'anonymous')).statusCode).toBe(401);
  });

  it('sums earned, pending and paid per month for a student and for staff', async () => {
    const own = (await call('GET', '/payouts/summary', 'sofie')).json().data;
    expect(own).toEqual([
      {
        month: '2026-11',
        earned: { pay: 1200, holiday_pay: 150, total: 1350, lines: 1 },
        pending: { pay: 1200, holiday_pay: 150, total: 1350, lines: 1 },
        paid: { pay: 0, holiday_pay: 0, total: 0, lines: 0 },
        cancelled: { pay: 0, holiday_pay: 0, total: 0, lines: 0 },
      },
      expect.objectContaining({ month: '2026-10', earned: { pay: 600, holiday_pay: 75, total: 675, lines: 1 } }),
    ]);
    const staff = (await call('GET', '/payouts/summary', 'employee')).json().data;
    expect(staff[0]).toMatchObject({ month: '2026-11', earned: { pay: 1900, holiday_pay: 237.5, total: 2137.5, lines: 2 } });
    expect((await call('GET', '/payouts/summary', 'customer')).statusCode).toBe(403);
  });

  it('marks a month paid for staff, once, with an audit entry, and leaves other months pending', async () => {
    expect((await call('POST', '/payouts/months/2026-11/paid', 'sofie')).statusCode).toBe(403);
    const paid = await call('POST', '/payouts/months/2026-11/paid', 'employee');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual({ month: '2026-11', paid_lines: 2, pay: 1900, holiday_pay: 237.5 });
    const again = await call('POST', '/payouts/months/2026-11/paid', 'employee');
    expect(again.json().data.paid_lines).toBe(0);
    const own = (await call('GET', '/payouts/summary', 'sofie')).json().data;
    expect(own[0]).toMatchObject({ month: '2026-11', paid: { pay: 1200, lines: 1 }, pending: { lines: 0 } });
    expect(own[1]).toMatchObject({ month: '2026-10', pending: { lines: 1 } });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payout_month.paid'));
    expect(entries).toEqual([
      expect.objectContaining({ entity_type: 'payout_month', entity_id: 202611, employee_user_id: employee.id }),
    ]);
    // Decision 003: a malformed path segment is 404, a malformed query 400.
    expect((await call('POST', '/payouts/months/2026-13/paid', 'employee')).statusCode).toBe(404);
  });

  it('exports a month as the payroll CSV for staff only', async () => {
    const csv = await call('GET', '/payouts.csv?month=2026-11', 'employee');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="udbetalinger-2026-11-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Studerende;E-mail;Projekt;Fakturanummer;Løn (kr.);Feriepenge (kr.);I alt (kr.);Status');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`Magnus Mastermind;${magnus.email};Hjemmeside;${lines[1]?.split(';')[3]};700,00;87,50;787,50;Afventer`);
    expect(lines[2]).toContain('Sofie Ærø;');
    expect(lines[2]).toContain(';1200,00;150,00;1350,00;Afventer');
    expect((await call('GET', '/payouts.csv', 'employee')).statusCode).toBe(400);
    expect((await call('GET', '/payouts.csv?month=2026-11', 'sofie')).statusCode).toBe(403);
  });
});

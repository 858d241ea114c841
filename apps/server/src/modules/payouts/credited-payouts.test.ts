import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerFor } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createAcceptedProject, type FinalizableProject, finalizeProject } from '../../../test/invoice-factories.ts';
import { auditLog, invoices, payouts } from '../../db/schema/index.ts';
import { payrollMonth } from './payout-amounts.ts';
import { reversalMonth } from './settle-credited-payout.ts';

// Issue 34: a credit note settles the student's payout line in its own transaction.
let t: TestApp;
let employee: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  employee = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Eva Ansat' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(payouts);
  await t.database.db.delete(auditLog);
});

type Who = { id: number; accountType: CreatedUser['accountType'] };
const call = async (method: 'GET' | 'POST', url: string, who: Who) =>
  t.app.inject({ method, url: `/api${url}`, headers: await bearerFor(t.app, who) });
const staff = () => ({ id: employee.id, accountType: employee.accountType });
const studentOf = (p: FinalizableProject): Who => ({ id: p.student.id, accountType: 'STUDENT' });

/** 1.000 kr. excl. VAT for a Rough Diamond (60 %): 600 kr. pay and 75 kr. holiday pay. */
async function finalizedProject() {
  const p = await createAcceptedProject(t.app, { type: 'unit', price: 1000, hours: null });
  const invoice = await finalizeProject(t.app, p);
  return { p, invoice };
}

const linesOfProject = (projectId: number) =>
  t.database.db.select().from(payouts).where(eq(payouts.project_id, projectId)).orderBy(payouts.id);

const thisMonth = () => payrollMonth(new Date()).slice(0, 7);

describe('a credit note on an unpaid payout line', () => {
  it('cancels the pending line, the month shows it apart, and month paid pays nothing for it', async () => {
    const { p, invoice } = await finalizedProject();
    const [line] = await linesOfProject(p.projectId);
    expect(line).toMatchObject({ status: 'pending', kind: 'earning', pay_ore: 60_000, holiday_pay_ore: 7_500 });

    const credit = await call('POST', `/invoices/${invoice.id}/credit`, staff());
    expect(credit.statusCode).toBe(201);
    const lines = await linesOfProject(p.projectId);
    expect(lines).toEqual([
      expect.objectContaining({ id: line?.id, status: 'cancelled', cancelled_at: expect.any(Date), pay_ore: 60_000 }),
    ]);

    // The student's own view: the line is cancelled, and nothing is earned or waiting for it.
    const own = await call('GET', '/payouts', studentOf(p));
    expect(own.json().rows).toEqual([
      expect.objectContaining({ status: 'cancelled', kind: 'earning', pay: 600, cancelled_at: expect.any(String) }),
    ]);
    const summary = (await call('GET', '/payouts/summary', studentOf(p))).json().data;
    expect(summary).toEqual([
      {
        month: thisMonth(),
        earned: { pay: 0, holiday_pay: 0, total: 0, lines: 0 },
        pending: { pay: 0, holiday_pay: 0, total: 0, lines: 0 },
        paid: { pay: 0, holiday_pay: 0, total: 0, lines: 0 },
        cancelled: { pay: 600, holiday_pay: 75, total: 675, lines: 1 },
      },
    ]);

    const paid = await call('POST', `/payouts/months/${thisMonth()}/paid`, staff());
    expect(paid.json().data).toMatchObject({ paid_lines: 0, pay: 0, holiday_pay: 0 });
    expect((await linesOfProject(p.projectId))[0]?.status).toBe('cancelled');

    const csv = await call('GET', `/payouts.csv?month=${thisMonth()}`, staff());
    const rows = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[1]).toContain(`;${invoice.number};0,00;0,00;0,00;Annulleret (krediteret)`);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.credited'));
    expect(entry?.after).toMatchObject({
      payouts: [{ id: line?.id, outcome: 'cancelled', pay: 600, holiday_pay: 75 }],
    });
    expect(entry?.after).not.toHaveProperty('refund_due');
  });

  it('is the credit’s own transaction: a credit that fails afterwards leaves the line pending', async () => {
    const { p, invoice } = await finalizedProject();
    // The audit entry is the credit's last write; refusing it must undo the credit note and the cancellation.
    await t.database.db.execute(sql`
      create or replace function refuse_credit_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'invoice.credited' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_credit_audit before insert on audit_log for each row execute function refuse_credit_audit()`,
    );
    try {
      expect((await call('POST', `/invoices/${invoice.id}/credit`, staff())).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_credit_audit on audit_log`);
    }
    expect((await linesOfProject(p.projectId)).map((l) => l.status)).toEqual(['pending']);
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.status).toBe('open');
  });
});

describe('a credit note on a paid payout line', () => {
  it('books a negative line in the next unpaid month that deducts the pay, shown in the summary and the payroll file', async () => {
    const { p, invoice } = await finalizedProject();
    const month = thisMonth();
    expect((await call('POST', `/payouts/months/${month}/paid`, staff())).json().data.paid_lines).toBe(1);
    expect((await call('POST', `/invoices/${invoice.id}/paid`, staff())).statusCode).toBe(200);

    const credit = await call('POST', `/invoices/${invoice.id}/credit`, staff());
    expect(credit.statusCode).toBe(201);
    const note = credit.json().data;
    // This month is paid out already, so the deduction goes in the next one.
    const next = reversalMonth(new Date(), `${month}-01`).slice(0, 7);
    expect(next > month).toBe(true);
    const [earning, reversal] = await linesOfProject(p.projectId);
    expect(earning).toMatchObject({ status: 'paid', kind: 'earning', pay_ore: 60_000 });
    expect(reversal).toMatchObject({
      kind: 'reversal',
      status: 'pending',
      reverses_payout_id: earning?.id,
      invoice_id: note.id,
      student_id: p.student.studentId,
      month: `${next}-01`,
      pay_ore: -60_000,
      holiday_pay_ore: -7_500,
    });

    const summary = (await call('GET', '/payouts/summary', studentOf(p))).json().data;
    expect(summary[0]).toEqual({
      month: next,
      earned: { pay: -600, holiday_pay: -75, total: -675, lines: 1 },
      pending: { pay: -600, holiday_pay: -75, total: -675, lines: 1 },
      paid: { pay: 0, holiday_pay: 0, total: 0, lines: 0 },
      cancelled: { pay: 0, holiday_pay: 0, total: 0, lines: 0 },
    });
    expect(summary[1]).toMatchObject({ month, paid: { pay: 600, lines: 1 } });

    const csv = await call('GET', `/payouts.csv?month=${next}`, staff());
    const rows = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`;Modregning: Logo til bageriet;${note.number};-600,00;-75,00;-675,00;Afventer`);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.credited'));
    expect(entry?.after).toMatchObject({
      refund_due: 1250,
      payouts: [{ id: earning?.id, outcome: 'reversed', pay: 600, holiday_pay: 75, reversal_month: next }],
    });

    // The next month's payout takes the deduction.
    const paid = await call('POST', `/payouts/months/${next}/paid`, staff());
    expect(paid.json().data).toMatchObject({ paid_lines: 1, pay: -600, holiday_pay: -75 });
    // A second credit is refused and books nothing more.
    expect((await call('POST', `/invoices/${invoice.id}/credit`, staff())).statusCode).toBe(409);
    expect(await linesOfProject(p.projectId)).toHaveLength(2);
  });

  it('puts the reversal in the current month while that month is not paid out', () => {
    expect(reversalMonth(new Date('2026-12-02T10:00:00Z'), null)).toBe('2026-12-01');
    expect(reversalMonth(new Date('2026-12-02T10:00:00Z'), '2026-11-01')).toBe('2026-12-01');
    expect(reversalMonth(new Date('2026-12-02T10:00:00Z'), '2026-12-01')).toBe('2027-01-01');
    // 23:30 UTC on 31 December is January in Copenhagen.
    expect(reversalMonth(new Date('2026-12-31T23:30:00Z'), '2026-12-01')).toBe('2027-01-01');
    expect(reversalMonth(new Date('2026-11-15T10:00:00Z'), '2027-01-01')).toBe('2027-02-01');
  });
});

describe('a credit and month paid at the same time', () => {
  it('either pays the line and then reverses it, or cancels it and pays nothing for it', async () => {
    const { p, invoice } = await finalizedProject();
    const [credit, paid] = await Promise.all([
      call('POST', `/invoices/${invoice.id}/credit`, staff()),
      call('POST', `/payouts/months/${thisMonth()}/paid`, staff()),
    ]);
    expect(credit.statusCode).toBe(201);
    expect(paid.statusCode).toBe(200);
    const lines = await linesOfProject(p.projectId);
    const net = lines.filter((l) => l.status !== 'cancelled').reduce((sum, l) => sum + l.pay_ore, 0);
    expect(net).toBe(0);
    if (paid.json().data.paid_lines === 1)
      expect(lines.map((l) => [l.kind, l.status])).toEqual([
        ['earning', 'paid'],
        ['reversal', 'pending'],
      ]);
    else expect(lines.map((l) => [l.kind, l.status])).toEqual([['earning', 'cancelled']]);
    const reversals = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.project_id, p.projectId), eq(payouts.kind, 'reversal')));
    expect(reversals.length).toBeLessThanOrEqual(1);
  });
});

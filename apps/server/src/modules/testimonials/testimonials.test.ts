import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { auditLog, employees, testimonials } from '../../db/schema/index.ts';

let t: TestApp;
let customer: CreatedUser;
let employee: CreatedUser;
const headers: Record<string, { authorization: string } | undefined> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  const otherCustomer = await createUser(db, { type: 'CUSTOMER', name: 'Kurt Anden' });
  const student = await createStudent(db, { name: 'Sofie Studerende' });
  employee = await createUser(db, { type: 'EMPLOYEE', name: 'Eva Ansat' });
  headers.customer = (await loginAs(t.app, customer)).headers;
  headers.otherCustomer = (await loginAs(t.app, otherCustomer)).headers;
  headers.student = (await loginAs(t.app, student)).headers;
  headers.employee = (await loginAs(t.app, employee)).headers;
  headers.anonymous = undefined;
});
afterAll(() => t.close());

const valid = {
  score: 5,
  title: 'Hjælp til regnskabet',
  body: 'Vores studerende fik styr på bilagene på en eftermiddag.',
  name: 'Karen',
  position: 'Indehaver',
  company: 'Bageriet',
};

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers[who], ...(payload ? { payload } : {}) });

async function write(who = 'customer', overrides: object = {}) {
  const response = await call('POST', '/testimonials', who, { ...valid, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; approved: boolean };
}

const clearAll = () => t.database.db.delete(testimonials);

describe('a customer writes a testimonial', () => {
  it('stores it unapproved, lists it as their own and keeps it off the home page', async () => {
    await clearAll();
    const created = await write('customer', { position: '  ', company: '' });
    expect(created).toMatchObject({ approved: false, position: null, company: null, title: valid.title });

    const mine = await call('GET', '/testimonials/mine', 'customer');
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id: created.id, approved: false, created_at: expect.any(String) }),
    ]);
    expect((await call('GET', '/testimonials/mine', 'otherCustomer')).json().data).toEqual([]);

    const home = await call('GET', '/testimonials', 'anonymous');
    expect(home.statusCode).toBe(200);
    expect(home.json().data).toEqual([]);
  });

  it('refuses bad fields with field codes', async () => {
    const cases: [object, string, string][] = [
      [{ score: 0 }, 'score', 'validation.min'],
      [{ score: 6 }, 'score', 'validation.max'],
      [{ score: 4.5 }, 'score', 'validation.type'],
      [{ title: '' }, 'title', 'validation.required'],
      [{ title: 'x'.repeat(121) }, 'title', 'validation.max'],
      [{ body: 'For kort tekst.' }, 'body', 'validation.min'],
      [{ body: 'x'.repeat(601) }, 'body', 'validation.max'],
      [{ name: 'x'.repeat(81) }, 'name', 'validation.max'],
      [{ position: 'x'.repeat(81) }, 'position', 'validation.max'],
      [{ company: 'x'.repeat(121) }, 'company', 'validation.max'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await call('POST', '/testimonials', 'customer', { ...valid, ...overrides });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field], field).toContain(code);
    }
    // Exactly the bounds pass.
    const edge = await write('otherCustomer', { title: 'x'.repeat(120), body: 'y'.repeat(20), company: 'z'.repeat(120) });
    expect(edge.approved).toBe(false);
  });

  it('allows three waiting at a time; a fourth is 422 until one is approved', async () => {
    await clearAll();
    const first = await write();
    await write();
    await write();
    const fourth = await call('POST', '/testimonials', 'customer', valid);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors).toEqual({ testimonials: ['validation.max'] });
    // Another customer has their own three.
    await write('otherCustomer');

    expect((await call('POST', `/testimonials/${first.id}/approve`, 'employee')).statusCode).toBe(200);
    await write();
  });

  it('lets only customers write and read their own list', async () => {
    for (const who of ['anonymous', 'student', 'employee']) {
      const expected = who === 'anonymous' ? 401 : 403;
      expect((await call('POST', '/testimonials', who, valid)).statusCode, who).toBe(expected);
      expect((await call('GET', '/testimonials/mine', who)).statusCode, who).toBe(expected);
    }
  });
});

describe('deleting', () => {
  beforeEach(clearAll);

  it('the author deletes their own; another customer gets 404 like an unknown id', async () => {
    const created = await write();
    expect((await call('DELETE', `/testimonials/${created.id}`, 'otherCustomer')).statusCode).toBe(404);
    expect((await call('DELETE', `/testimonials/${created.id}`, 'student')).statusCode).toBe(403);
    expect((await call('DELETE', `/testimonials/${created.id}`, 'anonymous')).statusCode).toBe(401);
    expect((await call('DELETE', `/testimonials/${created.id}`, 'customer')).statusCode).toBe(204);
    expect((await call('DELETE', `/testimonials/${created.id}`, 'customer')).statusCode).toBe(404);
    // The author's own deletion is not a staff action: no audit entry.
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'testimonial'), eq(auditLog.entity_id, created.id)));
    expect(entries).toEqual([]);
  });

  it('an employee deletes any, recorded in the audit log with what was deleted', async () => {
    const created = await write();
    expect((await call('DELETE', `/testimonials/${created.id}`, 'employee')).statusCode).toBe(204);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'testimonial.deleted'), eq(auditLog.entity_id, created.id)));
    expect(entry?.employee_user_id).toBe(employee.id);
    expect(entry?.before).toMatchObject({ title: valid.title, customer_id: customer.accountId });
  });
});

describe('staff approve', () => {
  it('approval puts it on the home page, newest approval first, without the customer', async () => {
    await clearAll();
    const older = await write('customer', { title: 'Den første' });
    const newer = await write('otherCustomer', { title: 'Den anden' });
    await write('customer', { title: 'Venter stadig' });

    const approved = await call('POST', `/testimonials/${older.id}/approve`, 'employee');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      approved: true,
      approved_at: expect.any(String),
      customer: { id: customer.accountId, name: 'Karen Kunde' },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('POST', `/testimonials/${newer.id}/approve`, 'employee');

    const home = await call('GET', '/testimonials', 'anonymous');
    expect(home.headers['cache-control']).toContain('max-age');
    const rows = home.json().data;
    expect(rows.map((r: { title: string }) => r.title)).toEqual(['Den anden', 'Den første']);
    expect(Object.keys(rows[0]).sort()).toEqual(['body', 'company', 'id', 'name', 'position', 'score', 'title']);

    const [row] = await t.database.db.select().from(testimonials).where(eq(testimonials.id, older.id));
    const [staff] = await t.database.db.select().from(employees).where(eq(employees.user_id, employee.id));
    expect(row?.approved_by).toBe(staff?.id);
    expect((await call('GET', '/testimonials/mine', 'customer')).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: older.id, approved: true })]),
    );
  });

  it('unapprove takes it off again; each change is one audit entry, a repeated approve none', async () => {
    await clearAll();
    const created = await write();
    await call('POST', `/testimonials/${created.id}/approve`, 'employee');
    const [first] = await t.database.db.select().from(testimonials).where(eq(testimonials.id, created.id));
    await call('POST', `/testimonials/${created.id}/approve`, 'employee');
    const [again] = await t.database.db.select().from(testimonials).where(eq(testimonials.id, created.id));
    expect(again?.approved_at).toEqual(first?.approved_at);

    const unapproved = await call('POST', `/testimonials/${created.id}/unapprove`, 'employee');
    expect(unapproved.json().data).toMatchObject({ approved: false, approved_at: null });
    expect((await call('GET', '/testimonials', 'anonymous')).json().data).toEqual([]);

    const entries = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'testimonial'), eq(auditLog.entity_id, created.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['testimonial.approved', 'testimonial.unapproved']);
    expect(entries[1]?.after).toEqual({ approved_at: null });
  });

  it('shows at most 12 on the home page', async () => {
    await clearAll();
    await t.database.db.insert(testimonials).values(
      Array.from({ length: 14 }, (_, i) => ({
        score: 5,
        title: `Nr. ${i}`,
        body: valid.body,
        name: 'Seed',
        approved_at: new Date(Date.now() - i * 1000),
      })),
    );
    const rows = (await call('GET', '/testimonials', 'anonymous')).json().data;
    expect(rows).toHaveLength(12);
    expect(rows[0].title).toBe('Nr. 0');
  });

  it('approve, unapprove and the staff list are for employees only; unknown ids are 404', async () => {
    const created = await write('otherCustomer');
    for (const who of ['anonymous', 'customer', 'student']) {
      const expected = who === 'anonymous' ? 401 : 403;
      expect((await call('POST', `/testimonials/${created.id}/approve`, who)).statusCode, who).toBe(expected);
      expect((await call('POST', `/testimonials/${created.id}/unapprove`, who)).statusCode, who).toBe(expected);
      expect((await call('GET', '/testimonials/all', who)).statusCode, who).toBe(expected);
    }
    expect((await call('POST', '/testimonials/2147483647/approve', 'employee')).statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it('pages, filters on approved and names the customer', async () => {
    await clearAll();
    const waiting = await write('customer', { title: 'Venter' });
    const done = await write('otherCustomer', { title: 'Godkendt' });
    await call('POST', `/testimonials/${done.id}/approve`, 'employee');
    await t.database.db
      .insert(testimonials)
      .values({ score: 4, title: 'Seed', body: valid.body, name: 'Seed', approved_at: new Date() });

    const filter = (value: string) =>
      `/testimonials/all?filter_groups[0][filters][0][key]=approved&filter_groups[0][filters][0][value]=${value}`;
    const pending = (await call('GET', filter('false'), 'employee')).json();
    expect(pending.total).toBe(1);
    expect(pending.rows[0]).toMatchObject({ id: waiting.id, customer: { id: customer.accountId, name: 'Karen Kunde' } });

    const approved = (await call('GET', filter('true'), 'employee')).json();
    expect(approved.total).toBe(2);
    expect(approved.rows.find((r: { title: string }) => r.title === 'Seed').customer).toBeNull();

    const paged = (
      await call('GET', '/testimonials/all?limit=1&page=1&sort[0][key]=created_at&sort[0][direction]=ASC', 'employee')
    ).json();
    expect(paged.total).toBe(3);
    expect(paged.rows).toHaveLength(1);
    expect(paged.rows[0].id).toBe(done.id);

    expect((await call('GET', '/testimonials/all?sort[0][key]=body', 'employee')).statusCode).toBe(400);
  });
});

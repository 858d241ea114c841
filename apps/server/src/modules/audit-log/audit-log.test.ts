import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { projects } from '../../db/schema/index.ts';

let t: TestApp;
let staff: CreatedUser;
let headers: { authorization: string };
let created: { id: number };

const entityFilter = (type: string, id: number) =>
  'filter_groups[0][filters][0][key]=entity_type&filter_groups[0][filters][0][value]=' +
  `${type}&filter_groups[0][filters][0][operator]=eq&filter_groups[0][filters][1][key]=entity_id` +
  `&filter_groups[0][filters][1][value]=${id}&filter_groups[0][filters][1][operator]=eq`;

beforeAll(async () => {
  t = await buildTestApp();
  // A name a spreadsheet would run as a formula: the export must keep it text.
  staff = await createUser(t.database.db, { type: 'EMPLOYEE', name: '=HYPERLINK("http://x")' });
  headers = (await loginAs(t.app, staff)).headers;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/employees',
    headers,
    payload: { name: 'Åse Ny', email: 'aase.ny@example.test' },
  });
  created = response.json<{ data: { id: number } }>().data;
  await t.app.inject({ method: 'DELETE', url: `/api/employees/${created.id}`, headers });
});
afterAll(() => t.close());

describe('GET /audit-log', () => {
  it('lists one entity’s staff actions newest first, with who and before/after', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?${entityFilter('employee', created.id)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json<{ rows: Record<string, unknown>[]; total: number }>();
    expect(total).toBe(2);
    expect(rows.map((r) => r.action)).toEqual(['employee.deleted', 'employee.created']);
    expect(rows[1]).toMatchObject({
      entity_type: 'employee',
      entity_id: created.id,
      before: null,
      after: { name: 'Åse Ny', email: 'aase.ny@example.test' },
      employee: { user_id: staff.id, name: '=HYPERLINK("http://x")' },
    });
    expect(rows[0]).toMatchObject({ before: { name: 'Åse Ny', activated: true }, after: null });
  });

  it('rolls the entry back with a refused action', async () => {
    const self = await t.app.inject({ method: 'DELETE', url: `/api/employees/${staff.accountId}`, headers });
    expect(self.statusCode).toBe(409);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?${entityFilter('employee', staff.accountId)}`,
      headers,
    });
    expect(response.json<{ total: number }>().total).toBe(0);
  });
});

describe('user activation', () => {
  it('records deactivation and activation with before and after', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    await t.app.inject({ method: 'PUT', url: `/api/users/deactivate/${customer.id}`, headers });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/activate/${customer.id}`,
      headers,
      payload: { sendActivationMail: true },
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/audit-log?${entityFilter('user', customer.id)}`, headers });
    const { rows } = response.json<{ rows: Record<string, unknown>[] }>();
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['user.activated', { activated: false }, { activated: true, activation_mail: true }],
      ['user.deactivated', { activated: true }, { activated: false }],
    ]);
    // Entries name their record, so a list across records (one employee's actions) says which.
    expect(rows.map((r) => r.entity_label)).toEqual([customer.email, customer.email]);
  });
});

describe('staff actions on customers and projects', () => {
  const entries = async (type: string, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/audit-log?${entityFilter(type, id)}`, headers })).json<{
      rows: Record<string, unknown>[];
    }>().rows;

  it('records a customer edit and delete by staff, but not the customer’s own edit', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Karen Alfa' });
    const body = {
      first_name: 'Karen',
      last_name: 'Beta',
      phone_number: '12345678',
      address: 'Testvej 2',
      postcode: '8000',
      city: 'Aarhus C',
    };
    const own = await loginAs(t.app, customer);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/customers/${customer.accountId}`, headers: own.headers, payload: body }))
        .statusCode,
    ).toBe(200);
    expect(await entries('customer', customer.accountId)).toEqual([]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.accountId}`,
      headers,
      payload: { ...body, last_name: 'Gamma' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customers/${customer.accountId}`, headers })).statusCode).toBe(200);
    const rows = await entries('customer', customer.accountId);
    expect(rows.map((r) => r.action)).toEqual(['customer.deleted', 'customer.updated']);
    expect(rows[1]).toMatchObject({ before: { last_name: 'Beta' }, after: { last_name: 'Gamma' } });
    // The customer is gone (no projects: deleted), so the entries keep only type and id.
    expect(rows.map((r) => r.entity_label)).toEqual([null, null]);
  });

  it('records project notes and a staff close', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const student = await createStudent(t.database.db, {});
    const { projectId } = await createConversation(t.database.db, customer, student, { project: { status: 'project-created' } });
    if (!projectId) throw new Error('no project');
    await t.database.db
      .update(projects)
      .set({ updated_at: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(projects.id, projectId));
    const notes = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/notes`,
      headers,
      payload: { notes: 'Ring til kunden' },
    });
    expect(notes.statusCode).toBe(200);
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/close`,
      headers,
      payload: { message: 'Ingen aktivitet.' },
    });
    expect(close.statusCode).toBe(200);
    const rows = await entries('project', projectId);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['project.closed', { status: 'project-created' }, { status: expect.any(String), message: 'Ingen aktivitet.' }],
      ['project.notes', { notes: null }, { notes: 'Ring til kunden' }],
    ]);
    const [project] = await t.database.db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
    expect(rows.map((r) => r.entity_label)).toEqual([project?.name, project?.name]);
  });
});

describe('the customer filter', () => {
  const customerFilter = (value: string, operator = 'eq') =>
    `filter_groups[0][filters][0][key]=customer&filter_groups[0][filters][0][value]=${value}` +
    `&filter_groups[0][filters][0][operator]=${operator}`;

  it('finds what staff did to a customer and to their login in one list', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Karen Delta' });
    const other = await createUser(t.database.db, { type: 'CUSTOMER' });
    const body = {
      first_name: 'Karen',
      last_name: 'Epsilon',
      phone_number: '12345678',
      address: 'Testvej 3',
      postcode: '8000',
      city: 'Aarhus C',
    };
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/customers/${customer.accountId}`, headers, payload: body })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/deactivate/${customer.id}`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/deactivate/${other.id}`, headers })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log?${customerFilter(String(customer.accountId))}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json<{ rows: Record<string, unknown>[]; total: number }>();
    expect(total).toBe(2);
    expect(rows.map((r) => [r.action, r.entity_type])).toEqual([
      ['user.deactivated', 'user'],
      ['customer.updated', 'customer'],
    ]);
  });

  it('is 400 for anything but one customer id', async () => {
    for (const query of [customerFilter('abc'), customerFilter('0'), customerFilter('99999999999'), customerFilter('3', 'ct')]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /audit-log.csv', () => {
  it('exports the filtered log for Excel: BOM, Danish headers, formulas neutralised', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log.csv?${entityFilter('employee', created.id)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="revisionslog-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-export-truncated']).toBe('false');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTidspunkt;Medarbejder;Handling;Emne;Navn;Ændringer');
    expect(lines).toHaveLength(4);
    // Removed without history, the employee has no name left but the entry's own values (issue 34: in words).
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")";Medarbejder oprettet;Medarbejder #${created.id};;`);
    expect(lines[2]).toContain('"Navn: (intet) → Åse Ny\nE-mail: (intet) → aase.ny@example.test"');
  });
});

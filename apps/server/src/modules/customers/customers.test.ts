import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type FakeCvrServer, startFakeCvrServer } from '../../../test/fake-cvr-server.ts';
import { type CreatedStudent, createStudent, skillIdOf } from '../../../test/student-factories.ts';
import { customers, projects, users } from '../../db/schema/index.ts';

let cvr: FakeCvrServer;
let t: TestApp;
let employee: CreatedUser;
let alma: CreatedUser;
let bent: CreatedUser;
let studentUser: CreatedStudent;
let asEmployee: LoggedIn;
let asAlma: LoggedIn;
let asBent: LoggedIn;
let asStudent: LoggedIn;
let projectId: number;

beforeAll(async () => {
  cvr = await startFakeCvrServer({
    companies: { '31313131': { name: 'Berg Byg ApS', address: 'Byvej 2', zipcode: '5000', city: 'Odense C' } },
  });
  t = await buildTestApp({ config: { cvrApiUrl: cvr.url } });
  const db = t.database.db;
  employee = await createUser(db, { type: 'EMPLOYEE' });
  alma = await createUser(db, { type: 'CUSTOMER', name: 'Alma Andersen' });
  bent = await createUser(db, { type: 'CUSTOMER', name: 'Bent Berg' });
  await db
    .update(customers)
    .set({ vat_number: '31313131', vat_verified: true, company_name: 'Berg Byg ApS', notes: 'Betaler altid for sent' })
    .where(eq(customers.id, bent.accountId));
  studentUser = await createStudent(db, { name: 'Sofie Studerende', skills: ['logo'] });
  [asEmployee, asAlma, asBent, asStudent] = await Promise.all([
    loginAs(t.app, employee),
    loginAs(t.app, alma),
    loginAs(t.app, bent),
    loginAs(t.app, studentUser),
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: asAlma.headers,
    payload: {
      name: 'Logo til Alma',
      message: 'Hej Sofie',
      skill_id: await skillIdOf(db, 'logo'),
      student_id: studentUser.studentId,
      customer_id: alma.accountId,
    },
  });
  projectId = created.json().data.id;
  // Customers with known creation times for the dashboard counts (UTC; Danish time is UTC+1 in March).
  for (const at of ['2020-03-01T10:00:00Z', '2020-03-01T22:30:00Z', '2020-03-10T12:00:00Z', '2020-03-31T23:30:00Z']) {
    const dated = await createUser(db, { type: 'CUSTOMER', name: 'Dateret Kunde' });
    await db
      .update(customers)
      .set({ created_at: new Date(at) })
      .where(eq(customers.id, dated.accountId));
  }
});
afterAll(async () => {
  await t.close();
  await cvr.close();
});

const get = (url: string, session?: LoggedIn) => t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });
const put = (id: number, payload: unknown, session?: LoggedIn) =>
  t.app.inject({ method: 'PUT', url: `/api/customers/${id}`, payload: payload as object, headers: session?.headers ?? {} });
const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Alma',
  last_name: 'Andersen',
  phone_number: '87654321',
  address: 'Nyvej 3',
  postcode: '2100',
  city: 'København Ø',
  ...overrides,
});

describe('who may use the staff endpoints', () => {
  it.each(['/api/customers', '/api/customers/count', '/api/customers/sum-by-date-period'])(
    '%s: 401 anonymous, 403 customer and student, 200 employee',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, asAlma)).statusCode).toBe(403);
      expect((await get(url, asStudent)).statusCode).toBe(403);
      expect((await get(url, asEmployee)).statusCode).toBe(200);
    },
  );
});

describe('GET /api/customers', () => {
  it('lists with rows and total, staff fields, and the asked relations', async () => {
    const response = await get(
      '/api/customers?includes[]=user&includes[]=projects&includes[]=projects.student&filter_groups[0][filters][0][key]=name&filter_groups[0][filters][0][value]=alma and&filter_groups[0][filters][0][operator]=ct',
      asEmployee,
    );
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      id: alma.accountId,
      name: 'Alma Andersen',
      notes: null,
      user: { id: alma.id, email: alma.email, activated: true, confirmed: true },
      projects: [
        {
          id: projectId,
          name: 'Logo til Alma',
          status: 'project-created',
          student: { id: studentUser.studentId, name: 'Sofie Studerende' },
        },
      ],
    });
  });

  it('filters by e-mail, VAT number and creation date, sorts and pages', async () => {
    const byEmail = await get(
      `/api/customers?filter_groups[0][filters][0][key]=email&filter_groups[0][filters][0][value]=${bent.email.slice(0, 8)}&filter_groups[0][filters][0][operator]=ct`,
      asEmployee,
    );
    expect(byEmail.json().rows.map((r: { id: number }) => r.id)).toEqual([bent.accountId]);
    const byVat = await get(
      '/api/customers?filter_groups[0][filters][0][key]=vat_number&filter_groups[0][filters][0][value]=31313131',
      asEmployee,
    );
    expect(byVat.json()).toMatchObject({
      total: 1,
      rows: [{ id: bent.accountId, notes: 'Betaler altid for sent', is_company: true }],
    });
    expect(byVat.json().rows[0]).not.toHaveProperty('user');
    const old = await get(
      '/api/customers?filter_groups[0][filters][0][key]=created_at&filter_groups[0][filters][0][value]=2021-01-01&filter_groups[0][filters][0][operator]=lt',
      asEmployee,
    );
    expect(old.json().total).toBe(4);
    const paged = await get('/api/customers?sort[0][key]=created_at&sort[0][direction]=asc&limit=2&page=1', asEmployee);
    expect(paged.json().rows).toHaveLength(2);
    expect(paged.json().total).toBe(6);
    const withProjects = await get(
      '/api/customers?filter_groups[0][filters][0][key]=hasProjects&filter_groups[0][filters][0][value]=1',
      asEmployee,
    );
    expect(withProjects.json().rows.map((r: { id: number }) => r.id)).toEqual([alma.accountId]);
  });

  it('filters customers with an open project (hasOpenProject), which a closed project does not count as', async () => {
    const url = '/api/customers?filter_groups[0][filters][0][key]=hasOpenProject&filter_groups[0][filters][0][value]=1';
    expect((await get(url, asEmployee)).json().rows.map((r: { id: number }) => r.id)).toEqual([alma.accountId]);
    const db = t.database.db;
    const [before] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
    await db.update(projects).set({ status: 'employee-closed-project' }).where(eq(projects.id, projectId));
    try {
      expect((await get(url, asEmployee)).json()).toMatchObject({ total: 0, rows: [] });
      const without = await get(url.replace('value]=1', 'value]=0'), asEmployee);
      expect(without.json().total).toBe(6);
    } finally {
      await db
        .update(projects)
        .set({ status: before?.status ?? 'project-created' })
        .where(eq(projects.id, projectId));
    }
  });

  it.each([
    'filter_groups[0][filters][0][key]=password_hash&filter_groups[0][filters][0][value]=x',
    'sort[0][key]=notes',
    'includes[]=tokens',
    'filter_groups[0][filters][0][key]=created_at&filter_groups[0][filters][0][value]=igår',
    'limit=0',
  ])('answers 400 INVALID_QUERY to %s', async (query) => {
    const response = await get(`/api/customers?${query}`, asEmployee);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'INVALID_QUERY' });
  });
});

describe('GET /api/customers/count', () => {
  it('counts with the same filters', async () => {
    expect((await get('/api/customers/count', asEmployee)).json()).toEqual({ count: 6 });
    const vat = await get(
      '/api/customers/count?filter_groups[0][filters][0][key]=vat_verified&filter_groups[0][filters][0][value]=1',
      asEmployee,
    );
    expect(vat.json()).toEqual({ count: 1 });
  });
});

describe('GET /api/customers/sum-by-date-period', () => {
  // Periods, time zone and defaults are tested on the helper itself (lib/date-periods.test.ts).
  it('answers a map of Danish days to new customers, and 400 to a bad range', async () => {
    const response = await get('/api/customers/sum-by-date-period?period=day&from=01-03-2020&to=02-03-2020', asEmployee);
    expect(response.json()).toEqual({ '2020-03-01': 2, '2020-03-02': 0 });
    const months = await get('/api/customers/sum-by-date-period?period=month&from=2020-03-01&to=2020-04-30', asEmployee);
    expect(months.json()).toEqual({ '2020-03': 3, '2020-04': 1 });
    for (const query of ['period=hour', 'from=2020-03-02&to=2020-03-01', 'from=2020-02-30']) {
      const bad = await get(`/api/customers/sum-by-date-period?${query}`, asEmployee);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'INVALID_QUERY' });
    }
  });
});

describe('GET /api/customers/:id', () => {
  it('gives a customer their own record without staff notes, with user and projects', async () => {
    const response = await get(`/api/customers/${bent.accountId}`, asBent);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: bent.accountId, company_name: 'Berg Byg ApS', user: { email: bent.email }, projects: [] });
    expect(data).not.toHaveProperty('notes');
    const own = await get(`/api/customers/${alma.accountId}`, asAlma);
    expect(own.json().data.projects[0].student).toMatchObject({ id: studentUser.studentId, slug: studentUser.slug });
  });

  it('gives an employee any customer with notes, and narrows to the asked includes', async () => {
    const response = await get(`/api/customers/${bent.accountId}?includes[]=user`, asEmployee);
    expect(response.json().data).toMatchObject({ notes: 'Betaler altid for sent', user: { id: bent.id } });
    expect(response.json().data).not.toHaveProperty('projects');
  });

  it('refuses anonymous (401), other customers and students (403); unknown ids are 404 for staff only', async () => {
    expect((await get(`/api/customers/${bent.accountId}`)).statusCode).toBe(401);
    expect((await get(`/api/customers/${bent.accountId}`, asAlma)).statusCode).toBe(403);
    expect((await get(`/api/customers/${bent.accountId}`, asStudent)).statusCode).toBe(403);
    expect((await get('/api/customers/999999', asAlma)).statusCode).toBe(403);
    expect((await get('/api/customers/999999', asEmployee)).statusCode).toBe(404);
    expect((await get('/api/customers/abc', asEmployee)).statusCode).toBe(404);
    expect((await get(`/api/customers/${bent.accountId}?includes[]=secrets`, asEmployee)).statusCode).toBe(400);
  });
});

describe('PUT /api/customers/:id', () => {
  it('lets a customer update themself; notes they send are ignored', async () => {
    const response = await put(alma.accountId, form({ notes: 'Jeg er VIP' }), asAlma);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Alma Andersen',
      phone_number: '87654321',
      city: 'København Ø',
      vat_number: null,
    });
    expect(response.json().data).not.toHaveProperty('notes');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, alma.accountId));
    expect(row?.notes).toBeNull();
  });

  it('verifies a new VAT number against the register and keeps an unchanged one', async () => {
    const verified = await put(alma.accountId, form({ vat_number: '31313131', company_name: 'Noget andet' }), asAlma);
    expect(verified.json().data).toMatchObject({ vat_number: '31313131', vat_verified: true, company_name: 'Berg Byg ApS' });
    const unknown = await put(alma.accountId, form({ vat_number: '20202020', company_name: 'Alma IVS' }), asAlma);
    expect(unknown.json().data).toMatchObject({ vat_number: '20202020', vat_verified: false, company_name: 'Alma IVS' });
    const cleared = await put(alma.accountId, form(), asAlma);
    expect(cleared.json().data).toMatchObject({ vat_number: null, vat_verified: false, company_name: null, is_company: false });
  });

  it('asks the register again about an unchanged number it could not confirm, so a later save verifies it', async () => {
    const dora = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Dora Berg' });
    // As a registration during a register outage leaves it: the typed name, unverified.
    await t.database.db
      .update(customers)
      .set({ vat_number: '31313131', vat_verified: false, company_name: 'Bergs Byggeri' })
      .where(eq(customers.id, dora.accountId));
    const asDora = await loginAs(t.app, dora);
    const saved = await put(
      dora.accountId,
      form({ first_name: 'Dora', last_name: 'Berg', vat_number: '31313131', company_name: 'Bergs Byggeri' }),
      asDora,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ vat_number: '31313131', vat_verified: true, company_name: 'Berg Byg ApS' });
  });

  it('keeps the register name of a verified company: a customer cannot rename it without a new VAT number', async () => {
    const carl = await createUser(t.database.db, { type: 'CUSTOMER', name: 'Carl Berg' });
    await t.database.db
      .update(customers)
      .set({ vat_number: '31313131', vat_verified: true, company_name: 'Berg Byg ApS' })
      .where(eq(customers.id, carl.accountId));
    const asCarl = await loginAs(t.app, carl);
    const carlForm = (overrides: Record<string, unknown>) => form({ first_name: 'Carl', last_name: 'Berg', ...overrides });

    for (const company_name of ['Carls Fine Firma A/S', '']) {
      const renamed = await put(carl.accountId, carlForm({ vat_number: '31313131', company_name }), asCarl);
      expect(renamed.statusCode, company_name).toBe(422);
      expect(renamed.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { company_name: ['validation.vat_verified'] } });
    }
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, carl.accountId));
    expect(row).toMatchObject({ company_name: 'Berg Byg ApS', vat_verified: true, city: 'Aarhus C' });

    // Unchanged, the rest of the form saves as before.
    const unchanged = await put(carl.accountId, carlForm({ vat_number: '31313131', company_name: 'Berg Byg ApS' }), asCarl);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({ company_name: 'Berg Byg ApS', vat_verified: true, city: 'København Ø' });
    // Another company means another number, which the register is asked about again.
    const other = await put(carl.accountId, carlForm({ vat_number: '20202020', company_name: 'Carls Fine Firma A/S' }), asCarl);
    expect(other.json().data).toMatchObject({
      vat_number: '20202020',
      vat_verified: false,
      company_name: 'Carls Fine Firma A/S',
    });
    // Staff, who verify companies by hand, may correct a verified name.
    await t.database.db
      .update(customers)
      .set({ vat_number: '31313131', vat_verified: true, company_name: 'Berg Byg ApS' })
      .where(eq(customers.id, carl.accountId));
    const byStaff = await put(
      carl.accountId,
      carlForm({ vat_number: '31313131', company_name: 'Berg Byg ApS (Odense)' }),
      asEmployee,
    );
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().data).toMatchObject({ company_name: 'Berg Byg ApS (Odense)', vat_verified: true });
  });

  it('lets an employee update anyone, notes included; leaving notes out keeps them', async () => {
    const response = await put(
      bent.accountId,
      form({ first_name: 'Bent', last_name: 'Berg', vat_number: '31313131', company_name: 'Berg Byg ApS', notes: 'Ny note' }),
      asEmployee,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Bent Berg', notes: 'Ny note', vat_verified: true });
    const again = await put(bent.accountId, form({ first_name: 'Bent', last_name: 'Berg' }), asEmployee);
    expect(again.json().data.notes).toBe('Ny note');
  });

  it('refuses anonymous (401), other customers and students (403), unknown ids (403 or 404)', async () => {
    expect((await put(bent.accountId, form())).statusCode).toBe(401);
    expect((await put(bent.accountId, form(), asAlma)).statusCode).toBe(403);
    expect((await put(bent.accountId, form(), asStudent)).statusCode).toBe(403);
    expect((await put(999_999, form(), asAlma)).statusCode).toBe(403);
    expect((await put(999_999, form(), asEmployee)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, bent.accountId));
    expect(row?.first_name).toBe('Bent');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'validation.required'],
    [{ last_name: 'x'.repeat(121) }, 'last_name', 'validation.max'],
    [{ phone_number: '123' }, 'phone_number', 'validation.min'],
    [{ postcode: '12' }, 'postcode', 'validation.min'],
    [{ city: '' }, 'city', 'validation.required'],
    [{ address: undefined }, 'address', 'validation.required'],
    [{ vat_number: '1' }, 'vat_number', 'validation.min'],
  ])('validates %j', async (overrides, field, code) => {
    const payload: Record<string, unknown> = form(overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete payload[key];
    const response = await put(alma.accountId, payload, asAlma);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([code]);
  });
});

it('lets a one-word-named customer from the quick registration save an address', async () => {
  const response = await put(alma.accountId, form({ last_name: '' }), asAlma);
  expect(response.statusCode).toBe(200);
  expect(response.json().data.last_name).toBe('');
});

describe('DELETE /api/customers/:id', () => {
  const remove = (id: number, session?: LoggedIn) =>
    t.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: session?.headers ?? {} });

  it('is for employees only', async () => {
    expect((await remove(bent.accountId)).statusCode).toBe(401);
    expect((await remove(bent.accountId, asBent)).statusCode).toBe(403);
    expect((await remove(bent.accountId, asStudent)).statusCode).toBe(403);
    expect((await remove(999_999, asEmployee)).statusCode).toBe(404);
  });

  it('deletes a customer without projects together with their user', async () => {
    const gone = await createUser(t.database.db, { type: 'CUSTOMER' });
    const response = await remove(gone.accountId, asEmployee);
    expect(response.json()).toEqual({ data: { id: gone.accountId, deleted: true } });
    expect(await t.database.db.select().from(users).where(eq(users.id, gone.id))).toHaveLength(0);
    expect((await get(`/api/customers/${gone.accountId}`, asEmployee)).statusCode).toBe(404);
  });

  it('keeps a customer with projects and deactivates their user instead', async () => {
    const session = await loginAs(t.app, alma);
    const response = await remove(alma.accountId, asEmployee);
    expect(response.json()).toEqual({ data: { id: alma.accountId, deleted: false } });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, alma.id));
    expect(user?.activated).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alma.email, password: alma.password },
    });
    expect(login.statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', headers: { cookie: session.cookie } });
    expect(refresh.statusCode).toBe(401);
    expect((await get(`/api/customers/${alma.accountId}`, asEmployee)).json().data.projects).toHaveLength(1);
  });
});

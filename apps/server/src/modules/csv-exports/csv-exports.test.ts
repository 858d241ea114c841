import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { customers, projects, users } from '../../db/schema/index.ts';

let t: TestApp;
let anna: CreatedUser;
let bo: CreatedUser;
let carl: CreatedStudent;
let headers: { authorization: string };
const h: Record<string, { authorization: string }> = {};

/** The query as the web's API client sends it: objects and arrays JSON-encoded. */
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [
      key,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  ).toString();

/** As the staff member unless told; null is nobody logged in. */
const get = (url: string, as: { authorization: string } | null = headers) =>
  t.app.inject({ method: 'GET', url, ...(as ? { headers: as } : {}) });

/** The data lines of an export, without the BOM, the header and the final empty line. */
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  anna = await createUser(db, { type: 'CUSTOMER', name: 'Anna Andersen' });
  bo = await createUser(db, { type: 'CUSTOMER', name: 'Bo Berg' });
  // A customer whose name a spreadsheet would run as a formula, without projects and deactivated.
  await createUser(db, { type: 'CUSTOMER', name: '=HYPERLINK("http://x";"klik") Hacker', activated: false });
  carl = await createStudent(db, { name: 'Carl Clausen' });
  await createConversation(db, anna, carl, { project: { name: '=HYPERLINK("http://x";"klik")' } });
  await createConversation(db, anna, carl, { project: { name: 'Beta' } });
  const gamma = (await createConversation(db, bo, carl, { project: { name: 'Gamma', status: 'project-finalized' } })).projectId;
  // Finalized at 23:30 UTC on the 23rd: the 24th in Copenhagen. Hourly, 1234,50 kr. in all.
  await db
    .update(projects)
    .set({ final_price: 1234.5, finalized_at: new Date('2026-11-23T23:30:00Z') })
    .where(eq(projects.id, gamma ?? 0));
  await db.update(customers).set({ company_name: 'Berg ApS', notes: 'hemmelig note' }).where(eq(customers.id, bo.accountId));
  const staff = await createUser(db, { type: 'EMPLOYEE', name: 'Eva Ansat' });
  await createUser(db, { type: 'EMPLOYEE', name: '@SUM(A1) Ansat' });
  const gone = await createUser(db, { type: 'EMPLOYEE', name: 'Finn Fratrådt' });
  await db.update(users).set({ activated: false }).where(eq(users.id, gone.id));
  headers = (await loginAs(t.app, staff)).headers;
  h.customer = (await loginAs(t.app, anna)).headers;
  h.student = (await loginAs(t.app, carl)).headers;
});

afterAll(() => t.close());

describe('GET /projects.csv', () => {
  it('exports the staff table for Excel: dated Danish file name, Danish headers, values in kroner', async () => {
    // By id: how a formula's '=' sorts by name depends on the database's collation.
    const response = await get(`/api/projects.csv?${query({ sort: [{ key: 'id', direction: 'ASC' }] })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="projekter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-export-truncated']).toBe('false');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('Id;Navn;Status;Kunde;Studerende;Kompetence;Oprettet;Afsluttet;Værdi (kr.)');
    expect(rows).toHaveLength(3);
    // The formula stays text: a leading quote, and quoted because of its semicolon.
    expect(rows[0]).toMatch(/^\d+;"'=HYPERLINK\(""http:\/\/x"";""klik""\)";Oprettet;Anna Andersen;Carl Clausen;/);
    expect(rows[2]).toMatch(/^\d+;Gamma;Afsluttet;Bo Berg;Carl Clausen;[^;]+;\d{4}-\d{2}-\d{2};2026-11-24;1234,5$/);
    expect(rows[1]).toMatch(/;Beta;Oprettet;.*;\d{4}-\d{2}-\d{2};;0$/);
  });

  it('applies the list filters and sorts and ignores paging', async () => {
    const response = await get(
      `/api/projects.csv?${query({
        filter_groups: [{ filters: [{ key: 'customer_name', value: 'andersen', operator: 'ct' }] }],
        sort: [{ key: 'id', direction: 'DESC' }],
        limit: 1,
        page: 5,
        includes: ['customer'],
      })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(
      lines(response.body)
        .slice(1)
        .map((row) => row.split(';')[1]),
    ).toEqual(['Beta', `"'=HYPERLINK(""http://x""`]);
    const closed = await get(
      `/api/projects.csv?${query({ filter_groups: [{ filters: [{ key: 'status', value: ['project-finalized'], operator: 'in' }] }] })}`,
    );
    expect(lines(closed.body).slice(1)).toHaveLength(1);
    expect(lines(closed.body)[1]).toContain(';Gamma;');
  });

  it('refuses what the list refuses, and anyone but staff', async () => {
    expect((await get(`/api/projects.csv?${query({ sort: [{ key: 'notes', direction: 'ASC' }] })}`)).statusCode).toBe(400);
    expect((await get('/api/projects.csv', null)).statusCode).toBe(401);
    expect((await get('/api/projects.csv', h.customer)).statusCode).toBe(403);
    expect((await get('/api/projects.csv', h.student)).statusCode).toBe(403);
  });

  it('does not take the place of GET /projects/:id', async () => {
    const [first] = await t.database.db.select({ id: projects.id }).from(projects).limit(1);
    expect((await get(`/api/projects/${first?.id}`)).json<{ data: { id: number } }>().data.id).toBe(first?.id);
  });
});

describe('GET /customers.csv', () => {
  it('exports the table’s columns only, formulas neutralised', async () => {
    const response = await get(`/api/customers.csv?${query({ sort: [{ key: 'id', direction: 'ASC' }] })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="kunder-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('Id;Navn;Email;Virksomhed;By;Oprettet;Status');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^\d+;Anna Andersen;/);
    expect(rows[1]).toMatch(new RegExp(`^${bo.accountId};Bo Berg;${bo.email};Berg ApS;Aarhus C;\\d{4}-\\d{2}-\\d{2};Aktiv$`));
    expect(rows[2]).toMatch(/^\d+;"'=HYPERLINK\(""http:\/\/x"";""klik""\) Hacker";.*;Deaktiveret$/);
    // No staff notes, phone numbers or addresses leave.
    expect(response.body).not.toContain('hemmelig');
    expect(response.body).not.toContain('12345678');
    expect(response.body).not.toContain('Testvej');
  });

  it('applies hasOpenProject (the child "Med aktive projekter") and the search', async () => {
    const open = await get(
      `/api/customers.csv?${query({ filter_groups: [{ filters: [{ key: 'hasOpenProject', value: 1, operator: 'eq' }] }] })}`,
    );
    expect(
      lines(open.body)
        .slice(1)
        .map((row) => row.split(';')[1]),
    ).toEqual(['Anna Andersen']);
    const search = await get(
      `/api/customers.csv?${query({ filter_groups: [{ or: true, filters: [{ key: 'company_name', value: 'berg aps', operator: 'ct' }] }] })}`,
    );
    expect(
      lines(search.body)
        .slice(1)
        .map((row) => row.split(';')[1]),
    ).toEqual(['Bo Berg']);
  });

  it('is staff only', async () => {
    expect((await get('/api/customers.csv', null)).statusCode).toBe(401);
    expect((await get('/api/customers.csv', h.customer)).statusCode).toBe(403);
  });
});

describe('GET /employees.csv', () => {
  it('exports name, created and status, sorted and filtered like the list', async () => {
    const response = await get(`/api/employees.csv?${query({ sort: [{ key: 'id', direction: 'DESC' }] })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="medarbejdere-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('Id;Navn;Oprettet;Status');
    expect(rows.map((row) => row.split(';').slice(1, 2).concat(row.split(';').slice(3)))).toEqual([
      ['Finn Fratrådt', 'Deaktiveret'],
      ["'@SUM(A1) Ansat", 'Aktiv'],
      ['Eva Ansat', 'Aktiv'],
    ]);
    expect(response.body).not.toContain('@example.test');
    const active = await get(
      `/api/employees.csv?${query({ filter_groups: [{ filters: [{ key: 'activated', value: 1, operator: 'eq' }] }] })}`,
    );
    expect(lines(active.body).slice(1)).toHaveLength(2);
  });

  it('is staff only', async () => {
    expect((await get('/api/employees.csv', null)).statusCode).toBe(401);
    expect((await get('/api/employees.csv', h.student)).statusCode).toBe(403);
  });
});

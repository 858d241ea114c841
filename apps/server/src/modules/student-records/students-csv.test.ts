import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';

let t: TestApp;
let asEva: LoggedIn;
let ida: CreatedStudent;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  asEva = await loginAs(t.app, await createUser(db, { type: 'EMPLOYEE' }));
  ida = await createStudent(db, {
    name: 'Ida Eksport',
    level: 'mastermind',
    ratings: [{ score: 5 }, { score: 4 }],
    isNew: true,
    notes: 'hemmelig note',
    phone: '99887766',
  });
  await createStudent(db, { name: '=HYPERLINK("x") Eksport', activated: false });
  await createStudent(db, { name: 'Anden Person' });
});
afterAll(() => t.close());

/** The query as the web's API client sends it: objects and arrays JSON-encoded. */
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, JSON.stringify(value)])).toString();
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
const get = (url: string, headers: Record<string, string> = asEva.headers) => t.app.inject({ method: 'GET', url, headers });
const search = { filter_groups: [{ or: true, filters: [{ key: 'name', value: 'eksport', operator: 'ct' }] }] };

describe('GET /api/students.csv', () => {
  it('exports the staff table’s columns for the list’s search and sort, formulas neutralised, no staff notes', async () => {
    const response = await get(`/api/students.csv?${query({ ...search, sort: [{ key: 'name', direction: 'DESC' }], limit: 1 })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="studerende-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('Id;Navn;Email;Niveau;Gennemsnitlig bedømmelse;Antal bedømmelser;Ny;Oprettet;Status');
    // Paging is ignored: both matches, sorted by name descending.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(`^${ida.studentId};Ida Eksport;${ida.email};Mastermind;4,5;2;Ja;\\d{4}-\\d{2}-\\d{2};Aktiv$`),
    );
    expect(rows[1]).toMatch(/^\d+;"'=HYPERLINK\(""x""\) Eksport";.*;Deaktiveret$/);
    expect(response.body).not.toContain('hemmelig');
    expect(response.body).not.toContain('99887766');
  });

  it('is staff only', async () => {
    const student = await loginAs(t.app, ida);
    expect((await get('/api/students.csv', student.headers)).statusCode).toBe(403);
    expect((await get('/api/students.csv', {})).statusCode).toBe(401);
  });
});

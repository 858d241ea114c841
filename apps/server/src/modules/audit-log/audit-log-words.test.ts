import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { levels } from '../../db/schema/index.ts';

/*
 * Issue 34: the log speaks Danish, not codes. Statuses, levels, customers and students read as their
 * labels and names, on screen (the list's `names`) and in the CSV, which holds the entries the student
 * page shows (the `student` filter) with Danish time and readable columns.
 */

let t: TestApp;
let headers: { authorization: string };
let student: CreatedStudent;
let customer: CreatedUser;
let level: { id: number; name: string };

const studentFilter = (id: number) =>
  `filter_groups[0][filters][0][key]=student&filter_groups[0][filters][0][value]=${id}&filter_groups[0][filters][0][operator]=eq`;

type Entry = {
  action: string;
  created_at: string;
  entity_label: string | null;
  names: Record<string, Record<string, string>> | null;
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  headers = (await loginAs(t.app, await createUser(db, { type: 'EMPLOYEE', name: 'Eva Ansat' }))).headers;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Ordkunde' });
  student = await createStudent(db, {
    name: 'Sofie Ansøger',
    activated: false,
    applicationStatus: 'received',
    application: { message: 'Hej', files: [] },
  });
  const [row] = await db.select({ id: levels.id, name: levels.name }).from(levels).where(eq(levels.key, 'mastermind'));
  if (!row) throw new Error('levels not seeded');
  level = row;
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/students/${student.studentId}/application/accept`,
    headers,
    payload: { level_id: level.id },
  });
  expect(accept.statusCode, accept.body).toBe(200);
  const rating = await t.app.inject({
    method: 'POST',
    url: `/api/students/${student.studentId}/ratings`,
    headers,
    payload: { title: 'Flot', score: 5, name: 'Karen', body: 'Meget tilfreds.', customer_id: customer.accountId },
  });
  expect(rating.statusCode, rating.body).toBe(201);
  const ratingId = rating.json<{ data: { id: number } }>().data.id;
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/students/${student.studentId}/ratings/${ratingId}`,
    headers,
  });
  expect(deleted.statusCode).toBe(204);
  const kept = await t.app.inject({
    method: 'POST',
    url: `/api/students/${student.studentId}/ratings`,
    headers,
    payload: { title: 'Bliver stående', score: 4, name: 'Karen', body: 'Godt arbejde.' },
  });
  expect(kept.statusCode, kept.body).toBe(201);
});
afterAll(() => t.close());

describe('the audit log in words (issue 34)', () => {
  it("lists a student's record, login and ratings, deleted ones too, with the names its ids point at", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/audit-log?${studentFilter(student.studentId)}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ rows: Entry[] }>().rows;
    expect(rows.map((row) => row.action)).toEqual(['rating.created', 'rating.deleted', 'rating.created', 'application.accepted']);
    // A rating still there is named by its title; a deleted one keeps its kind and id.
    expect(rows.map((row) => row.entity_label)).toEqual(['Bliver stående', null, null, 'Sofie Ansøger']);
    const accepted = rows.find((row) => row.action === 'application.accepted');
    expect(accepted?.names).toEqual({ level_id: { [String(level.id)]: level.name } });
    const created = rows.findLast((row) => row.action === 'rating.created');
    expect(created?.names).toMatchObject({
      customer_id: { [String(customer.accountId)]: 'Karen Ordkunde' },
      student_id: { [String(student.studentId)]: 'Sofie Ansøger' },
    });
  });

  it('exports the same entries in Danish: Danish time, labels, names, one change a line', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/audit-log?${studentFilter(student.studentId)}`, headers });
    const entries = list.json<{ rows: Entry[] }>().rows;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit-log.csv?${studentFilter(student.studentId)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body.startsWith('\uFEFFTidspunkt;Medarbejder;Handling;Emne;Navn;Ændringer\r\n')).toBe(true);
    // A record a line, a change a line inside its quoted cell.
    expect(body.split('\r\n').filter((line) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2};/.test(line))).toHaveLength(entries.length);
    const danishMinute = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Copenhagen',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(entries[0]?.created_at ?? ''));
    expect(body).toContain(`${danishMinute};Eva Ansat;Udtalelse tilføjet;Udtalelse #`);
    expect(body).toContain(';Bliver stående;');
    expect(body).toContain(';Eva Ansat;Udtalelse slettet;');
    expect(body).toContain('Ansøgning godkendt;Studerende #');
    expect(body).toContain('Status: Modtaget → Godkendt');
    expect(body).toContain(`Niveau: (intet) → ${level.name}`);
    expect(body).toContain('Aktiv: Nej → Ja');
    expect(body).toContain('Kunde: (intet) → Karen Ordkunde');
    expect(body).toContain('Studerende: Sofie Ansøger → (intet)');
    expect(body).not.toMatch(/application\.accepted|rating\.created|"\{|level_id/);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { students } from '../../db/schema/index.ts';

let t: TestApp;
const h: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  // Two students on 1 March 2020 and one, hidden from the public, on 2 April 2020 (Danish time).
  const dates = ['2020-03-01T10:00:00+01:00', '2020-03-01T23:30:00+01:00', '2020-04-02T00:30:00+02:00'];
  for (const [i, date] of dates.entries()) {
    const student = await createStudent(db, { name: `Student ${i}` });
    await db
      .update(students)
      .set({ created_at: new Date(date) })
      .where(eq(students.id, student.studentId));
    if (i === 0) h.student = (await loginAs(t.app, student)).headers;
  }
  h.employee = (await loginAs(t.app, await createUser(db, { type: 'EMPLOYEE' }))).headers;
  h.customer = (await loginAs(t.app, await createUser(db, { type: 'CUSTOMER' }))).headers;
});

afterAll(() => t.close());

const get = (url: string, headers?: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });

describe('GET /students/sum-by-date-period', () => {
  it('counts new students per period with every period present', async () => {
    const days = await get('/api/students/sum-by-date-period?period=day&from=29-02-2020&to=02-03-2020', h.employee);
    expect(days.statusCode).toBe(200);
    expect(days.json()).toEqual({ '2020-02-29': 0, '2020-03-01': 2, '2020-03-02': 0 });
    const months = await get('/api/students/sum-by-date-period?period=month&from=2020-03-01&to=2020-05-31', h.employee);
    expect(months.json()).toEqual({ '2020-03': 2, '2020-04': 1, '2020-05': 0 });
  });

  it('rejects a reversed range and is for staff only', async () => {
    expect((await get('/api/students/sum-by-date-period?from=2020-03-02&to=2020-03-01', h.employee)).statusCode).toBe(400);
    expect((await get('/api/students/sum-by-date-period')).statusCode).toBe(401);
    expect((await get('/api/students/sum-by-date-period', h.customer)).statusCode).toBe(403);
    expect((await get('/api/students/sum-by-date-period', h.student)).statusCode).toBe(403);
  });
});

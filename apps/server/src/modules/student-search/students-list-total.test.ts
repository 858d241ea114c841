import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';

// The search's total strategy (decision 030): exact when the page ends the list, otherwise a count the
// public shares for a short while, corrected by any page that reaches the end.
let t: TestApp;
let asEmployee: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  for (const name of ['Total Ane', 'Total Bent', 'Total Cille']) await createStudent(db, { name });
  asEmployee = await createUser(db, { type: 'EMPLOYEE' }).then((user) => loginAs(t.app, user));
});
afterAll(() => t.close());

const page = async (limit: number, pageIndex: number, headers: Record<string, string> = {}) => {
  const query = { filter_groups: [{ filters: [{ key: 'name', value: 'Total ', operator: 'sw' }] }], limit, page: pageIndex };
  const response = await t.app.inject({ method: 'GET', url: `/api/students?${qs.stringify(query)}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { rows: { name: string }[]; total: number };
};

describe('the total of a public student search', () => {
  it('shares a count for a while, and a page that reaches the end puts it right', async () => {
    expect(await page(1, 0)).toMatchObject({ total: 3, rows: [{ name: 'Total Ane' }] });
    await createStudent(t.database.db, { name: 'Total Dorte' });
    // The first page's total comes from the shared count, which has not seen the new student yet.
    expect((await page(1, 0)).total).toBe(3);
    // The last page reads to the end of the list, so its total is exact and replaces the shared one.
    expect(await page(1, 3)).toEqual({ rows: [expect.objectContaining({ name: 'Total Dorte' })], total: 4 });
    expect((await page(1, 0)).total).toBe(4);
  });

  it('never says fewer than the rows it has seen, and recounts past the end', async () => {
    await createStudent(t.database.db, { name: 'Total Erik' });
    // The shared count still says 4; page 3 of 1 has a row after it, so the total is at least 5.
    expect(await page(1, 3)).toMatchObject({ total: 5, rows: [{ name: 'Total Dorte' }] });
    expect(await page(2, 9)).toEqual({ rows: [], total: 5 });
  });

  it('counts afresh for staff, whose edits must show at once', async () => {
    const before = (await page(1, 0, asEmployee.headers)).total;
    await createStudent(t.database.db, { name: 'Total Frida' });
    expect((await page(1, 0, asEmployee.headers)).total).toBe(before + 1);
  });
});

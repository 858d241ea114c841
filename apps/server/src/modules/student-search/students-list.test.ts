import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudentFixtures, skillIdOf } from '../../../test/student-factories.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof createStudentFixtures>>;
let asCustomer: LoggedIn;
let asStudent: LoggedIn;
let asEmployee: LoggedIn;
let logoId: number;
let seoId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  f = await createStudentFixtures(db);
  [asCustomer, asStudent, asEmployee] = await Promise.all([
    createUser(db, { type: 'CUSTOMER' }).then((user) => loginAs(t.app, user)),
    loginAs(t.app, f.bravo),
    createUser(db, { type: 'EMPLOYEE' }).then((user) => loginAs(t.app, user)),
  ]);
  [logoId, seoId] = await Promise.all([skillIdOf(db, 'logo'), skillIdOf(db, 'seo')]);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { name: string };
const filter = (key: string, value: unknown, operator = 'eq') => ({ filter_groups: [{ filters: [{ key, value, operator }] }] });
const list = (query: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/students?${typeof query === 'string' ? query : qs.stringify(query)}`, headers });
const names = (response: { json: () => { rows: Row[] } }) => response.json().rows.map((row) => row.name);
const publicNames = ['Anna Alfa', 'Bo Bravo', 'Carla Charlie'];
const viewers = () =>
  [
    ['anonymous', {}],
    ['a customer', asCustomer.headers],
    ['a student', asStudent.headers],
  ] as const;

describe('GET /api/students for the public', () => {
  it.each([0, 1, 2])('shows only activated, confirmed, non-private students (viewer %#)', async (index) => {
    const [, headers] = viewers()[index] ?? [];
    const response = await list({}, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    expect(names(response)).toEqual(publicNames);
  });

  it('keeps the visibility rule whatever activated and is_private filters say', async () => {
    for (const query of [
      filter('is_private', 0, 'neq'),
      filter('is_private', 1),
      filter('is_private', true, 'eq'),
      filter('activated', 0),
      {
        filter_groups: [
          {
            filters: [
              { key: 'activated', value: '1' },
              { key: 'is_private', value: 'false' },
            ],
          },
        ],
      },
    ]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      expect(names(response)).toEqual(publicNames);
    }
  });

  it('presents the public fields only, without the about text on lists', async () => {
    const response = await list({ includes: ['level', 'skills'] });
    const alpha = response.json().rows[0];
    expect(Object.keys(alpha).sort()).toEqual(
      [
        'average_rating',
        'avatars',
        'created_at',
        'id',
        'is_new',
        'level',
        'name',
        'ratings_count',
        'short',
        'skills',
        'slug',
      ].sort(),
    );
    expect(alpha).toMatchObject({
      id: f.alpha.studentId,
      slug: f.alpha.slug,
      level: { key: 'mastermind', name: 'Mastermind', order: 3 },
      average_rating: 4.5,
      ratings_count: 4,
      avatars: { primary: '/api/media/avatars/anna.png' },
    });
    expect(alpha.skills.map((skill: { key: string }) => skill.key).sort()).toEqual(['accounting', 'logo']);
    expect(alpha.skills[0].skillGroup).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
    expect(alpha.skills[0].paygrades).toBeUndefined();
  });

  it('never sends e-mail, phone, date of birth, notes or application data, whatever is included', async () => {
    const includes = ['user', 'level', 'skills', 'skills.paygrades', 'projects', 'application'];
    for (const [, headers] of viewers()) {
      const response = await list({ includes, limit: 50 }, headers);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      for (const secret of [f.alpha.email, '11112222', '1999-05-05', 'hemmelig', 'cv.pdf', '"user"', '"notes"', '"phone_number"'])
        expect(body).not.toContain(secret);
      for (const row of response.json().rows) {
        for (const key of ['user', 'projects', 'application', 'is_private', 'application_status', 'date_of_birth', 'about'])
          expect(row).not.toHaveProperty(key);
      }
    }
  });

  it('includes the student\u2019s own price per skill (the paygrade at their level) when asked', async () => {
    const response = await list({ includes: ['skills.paygrades'], ...filter('hasSkill', logoId) });
    const alpha = response.json().rows[0];
    const logo = alpha.skills.find((skill: { key: string }) => skill.key === 'logo');
    expect(logo.paygrades).toEqual([{ id: expect.any(Number), level_id: alpha.level.id, starting_price: 900, type: 'unit' }]);
    const bravo = (await list({ includes: ['skills.paygrades'], ...filter('name', 'Bravo', 'ct') })).json().rows[0];
    expect(bravo.skills[0].paygrades).toEqual([
      { id: expect.any(Number), level_id: bravo.level.id, starting_price: 190, type: 'hourly' },
    ]);
  });
});

describe('GET /api/students filters, sorts and pages', () => {
  it('filters by skill with an EXISTS (eq, in, neq)', async () => {
    expect(names(await list(filter('hasSkill', logoId)))).toEqual(['Anna Alfa']);
    expect(names(await list(filter('hasSkill', String(seoId))))).toEqual(['Carla Charlie']);
    expect(names(await list(filter('hasSkill', [logoId, seoId], 'in')))).toEqual(['Anna Alfa', 'Carla Charlie']);
    expect(names(await list(filter('hasSkill', logoId, 'neq')))).toEqual(['Bo Bravo', 'Carla Charlie']);
  });

  it('searches name and short text case-insensitively, literally', async () => {
    expect(names(await list(filter('name', 'BRA', 'ct')))).toEqual(['Bo Bravo']);
    expect(names(await list(filter('short', 'bogh', 'ct')))).toEqual(['Bo Bravo']);
    expect((await list(filter('name', '%', 'ct'))).json().total).toBe(0);
  });

  it.each([
    ['average_rating', 'DESC', ['Anna Alfa', 'Bo Bravo', 'Carla Charlie']],
    ['average_rating', 'ASC', ['Carla Charlie', 'Bo Bravo', 'Anna Alfa']],
    ['level', 'DESC', ['Anna Alfa', 'Carla Charlie', 'Bo Bravo']],
    ['created_at', 'DESC', ['Carla Charlie', 'Bo Bravo', 'Anna Alfa']],
    ['name', 'DESC', ['Carla Charlie', 'Bo Bravo', 'Anna Alfa']],
  ])('sorts by %s %s', async (key, direction, expected) => {
    expect(names(await list({ sort: [{ key, direction }] }))).toEqual(expected);
  });

  it('pages 0-based with the total of all matches, also past the end', async () => {
    const second = await list({ limit: 1, page: 1 });
    expect(second.json()).toMatchObject({ total: 3, rows: [{ name: 'Bo Bravo' }] });
    const past = await list({ limit: 2, page: 5 });
    expect(past.json()).toEqual({ rows: [], total: 3 });
    expect((await list({ limit: 100 })).json().rows).toHaveLength(3);
  });

  it.each([0, 1, 2])('caps the limit at 100 for anyone but staff: more is 400 INVALID_QUERY (viewer %#)', async (index) => {
    const [, headers] = viewers()[index] ?? [];
    expect((await list({ limit: 100 }, headers)).statusCode).toBe(200);
    for (const limit of [101, 9999]) {
      const response = await list({ limit, ...filter('name', 'a', 'ct') }, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'INVALID_QUERY' });
    }
  });

  it('answers the name search with a small page and the total of all matches', async () => {
    const response = await list({ ...filter('name', 'A', 'ct'), limit: 1, sort: [{ key: 'name' }] });
    expect(response.statusCode).toBe(200);
    // Anna Alfa, Bo Bravo and Carla Charlie all contain an "a".
    expect(response.json()).toMatchObject({ total: 3, rows: [{ name: 'Anna Alfa', slug: expect.any(String) }] });
  });

  it.each([
    ['an unknown filter', filter('notes', 'x')],
    ['a staff-only filter', filter('applicationStatus', 'received')],
    ['a staff-only e-mail filter', filter('email', 'a', 'ct')],
    ['a non-numeric skill id', filter('hasSkill', 'logo')],
    ['a skill id with the wrong operator', filter('hasSkill', logoId, 'gt')],
    ['a bad flag', filter('is_private', 'maybe')],
    ['an unknown sort', { sort: [{ key: 'email' }] }],
    ['an unknown include', { includes: ['ratings'] }],
    ['a limit over 9999', { limit: 10000 }],
  ])('answers 400 INVALID_QUERY for %s', async (_label, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'INVALID_QUERY' });
  });
});

describe('GET /api/students for employees', () => {
  it("keeps the spec's 9999 for staff", async () => {
    const response = await list({ limit: 9999 }, asEmployee.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBeGreaterThan(3);
  });

  it('sees every student with the staff fields', async () => {
    const response = await list({ limit: 100, includes: ['user', 'application', 'projects'] }, asEmployee.headers);
    const rows: Row[] = response.json().rows;
    for (const name of ['Dora Privat', 'Erik Inaktiv', 'Frida Ubekræftet', ...publicNames])
      expect(rows.map((row) => row.name)).toContain(name);
    const alpha = rows.find((row) => row.name === 'Anna Alfa');
    expect(alpha).toMatchObject({
      user: { id: f.alpha.id, email: f.alpha.email, activated: true },
      phone_number: '11112222',
      date_of_birth: '1999-05-05',
      notes: 'hemmelig note om Anna',
      is_private: false,
      application_status: 'reviewed',
      application: null,
      projects: [],
    });
    const erik = rows.find((row) => row.name === 'Erik Inaktiv');
    // Files by index with the status (decision 023); their storage paths never leave the server.
    expect(erik?.application).toMatchObject({ files: [{ index: 0, original_filename: 'cv.pdf' }], status: 'received' });
    expect(JSON.stringify(erik?.application)).not.toContain('applications/cv.pdf');
  });

  it('filters on activation, privacy and application status literally', async () => {
    expect(names(await list(filter('is_private', 0, 'neq'), asEmployee.headers))).toEqual(['Dora Privat']);
    expect(names(await list(filter('activated', 0), asEmployee.headers))).toEqual(['Erik Inaktiv']);
    expect(names(await list(filter('applicationStatus', 'received'), asEmployee.headers))).toEqual(['Erik Inaktiv']);
    expect(names(await list(filter('hasSkill', logoId), asEmployee.headers))).toEqual([
      'Anna Alfa',
      'Dora Privat',
      'Erik Inaktiv',
      'Frida Ubekræftet',
    ]);
  });

  it('loads relations with one query per kind, however many students are on the page (no N+1)', async () => {
    const includes = ['skills.paygrades', 'projects', 'application'];
    const selects = vi.spyOn(t.database.db, 'select');
    await list({ includes, limit: 1 }, asEmployee.headers);
    const forOne = selects.mock.calls.length;
    selects.mockClear();
    await list({ includes, limit: 100 }, asEmployee.headers);
    expect(selects.mock.calls.length).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(6);
    selects.mockRestore();
  });
});

describe('GET /api/students/count', () => {
  it('counts what the viewer may see, with the same filters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/students/count' })).json()).toEqual({ count: 3 });
    const bySkill = await t.app.inject({ method: 'GET', url: `/api/students/count?${qs.stringify(filter('hasSkill', logoId))}` });
    expect(bySkill.json()).toEqual({ count: 1 });
    const staff = await t.app.inject({ method: 'GET', url: '/api/students/count', headers: asEmployee.headers });
    expect(staff.json().count).toBeGreaterThanOrEqual(6);
    const bad = await t.app.inject({ method: 'GET', url: `/api/students/count?${qs.stringify(filter('nope', 1))}` });
    expect(bad.statusCode).toBe(400);
  });
});

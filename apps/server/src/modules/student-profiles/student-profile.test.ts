import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudentFixtures } from '../../../test/student-factories.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof createStudentFixtures>>;
let asCustomer: LoggedIn;
let asStudent: LoggedIn;
let asEmployee: LoggedIn;
let asHiddenSelf: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  f = await createStudentFixtures(db);
  [asCustomer, asStudent, asEmployee, asHiddenSelf] = await Promise.all([
    createUser(db, { type: 'CUSTOMER' }).then((user) => loginAs(t.app, user)),
    loginAs(t.app, f.bravo),
    createUser(db, { type: 'EMPLOYEE' }).then((user) => loginAs(t.app, user)),
    loginAs(t.app, f.hiddenPrivate),
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const byId = (id: number, headers: Record<string, string> = {}, query = '') => get(`/api/students/${id}${query}`, headers);
const bySlug = (slug: string, headers: Record<string, string> = {}) =>
  get(`/api/students/slug/${encodeURIComponent(slug)}`, headers);

describe('GET /api/students/:id and /slug/:slug', () => {
  it('gives the public profile with level, skills, prices and the sanitised about text', async () => {
    for (const response of [await byId(f.alpha.studentId), await bySlug(f.alpha.slug)]) {
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ id: f.alpha.studentId, name: 'Anna Alfa', level: { key: 'mastermind' }, ratings_count: 4 });
      expect(data.skills).toHaveLength(2);
      expect(data.skills[0].paygrades).toEqual([expect.objectContaining({ level_id: data.level.id })]);
      for (const key of ['user', 'notes', 'phone_number', 'date_of_birth', 'is_private', 'application', 'projects'])
        expect(data).not.toHaveProperty(key);
    }
  });

  it('keeps only simple formatting and safe links in the about text', async () => {
    const about: string = (await byId(f.alpha.studentId)).json().data.about;
    expect(about).toContain('<p>Hej <strong>der</strong></p>');
    expect(about).not.toMatch(/script|onerror|<img|javascript:|target=|<h1/i);
    expect(about).toContain('<a href="https://example.com" rel="nofollow noopener">site</a>');
    expect(about).toContain('<a rel="nofollow noopener">klik</a>');
    expect(about).toContain('Stor');
  });

  it('narrows relations with includes[] and refuses other list parameters', async () => {
    const narrow = (await byId(f.alpha.studentId, {}, '?includes[]=skills')).json().data;
    expect(narrow.skills[0].paygrades).toBeUndefined();
    expect((await byId(f.alpha.studentId, {}, '?includes[]=secrets')).statusCode).toBe(400);
    expect((await byId(f.alpha.studentId, {}, '?limit=2')).statusCode).toBe(400);
  });

  it.each(['hiddenPrivate', 'inactive', 'unconfirmed'] as const)(
    'answers 404 for a %s student to anonymous, customers and other students',
    async (which) => {
      const student = f[which];
      for (const headers of [{}, asCustomer.headers, asStudent.headers]) {
        const response = await byId(student.studentId, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'NOT_FOUND' });
        expect((await bySlug(student.slug, headers)).statusCode).toBe(404);
      }
    },
  );

  it('shows a hidden student to employees (with staff fields) and to the student themself', async () => {
    const staff = await byId(f.inactive.studentId, asEmployee.headers);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject({
      user: { email: f.inactive.email, activated: false },
      application_status: 'received',
      application: { message: 'Jeg vil gerne være med' },
      projects: [],
    });
    const own = await bySlug(f.hiddenPrivate.slug, asHiddenSelf.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.name).toBe('Dora Privat');
    expect(own.json().data).not.toHaveProperty('notes');
  });

  it('answers 404 for unknown ids and slugs and for malformed ids', async () => {
    expect((await byId(999999)).statusCode).toBe(404);
    expect((await bySlug('findes-ikke')).statusCode).toBe(404);
    expect((await get('/api/students/abc')).statusCode).toBe(404);
  });
});

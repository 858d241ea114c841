import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudent, createStudentFixtures } from '../../../test/student-factories.ts';
import { ratings, students } from '../../db/schema/index.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof createStudentFixtures>>;
let asCustomer: LoggedIn;
let asEmployee: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  f = await createStudentFixtures(t.database.db);
  [asCustomer, asEmployee] = await Promise.all([
    createUser(t.database.db, { type: 'CUSTOMER' }).then((user) => loginAs(t.app, user)),
    createUser(t.database.db, { type: 'EMPLOYEE' }).then((user) => loginAs(t.app, user)),
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/students/:id/ratings', () => {
  it('pages three at a time, newest first, with the total', async () => {
    const first = await get(`/api/students/${f.alpha.studentId}/ratings`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(4);
    expect(first.json().rows.map((r: { title: string }) => r.title)).toEqual(['Nyest', 'Nyere', 'Mellem']);
    expect(Object.keys(first.json().rows[0]).sort()).toEqual(
      ['body', 'created_at', 'id', 'name', 'position', 'score', 'title'].sort(),
    );
    const second = await get(`/api/students/${f.alpha.studentId}/ratings?page=1`);
    expect(second.json().rows.map((r: { title: string }) => r.title)).toEqual(['Ældst']);
    const byScore = await get(`/api/students/${f.alpha.studentId}/ratings?sort[0][key]=score&sort[0][direction]=ASC&limit=1`);
    expect(byScore.json().rows[0].score).toBe(4);
  });

  it('gives one rating of the student, and 404 for another student\u2019s rating', async () => {
    const [own] = (await get(`/api/students/${f.alpha.studentId}/ratings`)).json().rows;
    const one = await get(`/api/students/${f.alpha.studentId}/ratings/${own.id}`);
    expect(one.json().data).toEqual(own);
    expect((await get(`/api/students/${f.bravo.studentId}/ratings/${own.id}`)).statusCode).toBe(404);
  });

  it('scores from the denormalised totals', async () => {
    expect((await get(`/api/students/${f.alpha.studentId}/ratings/score`)).json()).toEqual({ data: { average: 4.5, count: 4 } });
    expect((await get(`/api/students/${f.charlie.studentId}/ratings/score`)).json()).toEqual({
      data: { average: null, count: 0 },
    });
  });

  it('hides the ratings of a hidden student from everyone but employees', async () => {
    for (const path of ['ratings', 'ratings/score', 'references']) {
      for (const headers of [{}, asCustomer.headers]) {
        const response = await get(`/api/students/${f.hiddenPrivate.studentId}/${path}`, headers);
        expect(response.statusCode, path).toBe(404);
      }
      expect((await get(`/api/students/${f.hiddenPrivate.studentId}/${path}`, asEmployee.headers)).statusCode).toBe(200);
    }
  });

  it('answers 400 for list parameters outside the allow-list', async () => {
    expect((await get(`/api/students/${f.alpha.studentId}/ratings?sort[0][key]=customer_id`)).statusCode).toBe(400);
    expect((await get(`/api/students/${f.alpha.studentId}/ratings?includes[]=customer`)).statusCode).toBe(400);
  });
});

describe('rating totals kept by the database', () => {
  it('follow inserts, updates, moves and deletes of ratings', async () => {
    const db = t.database.db;
    const a = await createStudent(db, { ratings: [{ score: 5 }, { score: 2 }] });
    const b = await createStudent(db);
    const totals = async (id: number) => {
      const [row] = await db
        .select({ average: students.average_rating, count: students.ratings_count })
        .from(students)
        .where(eq(students.id, id));
      return row;
    };
    expect(await totals(a.studentId)).toEqual({ average: 3.5, count: 2 });
    await db.update(ratings).set({ score: 4 }).where(eq(ratings.score, 2));
    expect(await totals(a.studentId)).toEqual({ average: 4.5, count: 2 });
    await db.update(ratings).set({ student_id: b.studentId }).where(eq(ratings.student_id, a.studentId));
    expect(await totals(a.studentId)).toEqual({ average: null, count: 0 });
    expect(await totals(b.studentId)).toEqual({ average: 4.5, count: 2 });
    await db.delete(ratings).where(eq(ratings.student_id, b.studentId));
    expect(await totals(b.studentId)).toEqual({ average: null, count: 0 });
  });
});

describe('GET /api/students/:id/references', () => {
  it('lists the references with an image URL on the media path', async () => {
    const response = await get(`/api/students/${f.alpha.studentId}/references`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      rows: [
        {
          id: expect.any(Number),
          title: 'Logo til bageri',
          text: 'Et nyt logo.',
          link: 'https://bageri.example',
          image: { url: '/api/media/references/logo.png' },
        },
        { id: expect.any(Number), title: 'Regnskab', text: 'Årsregnskab for en forening.', link: null, image: { url: null } },
      ],
    });
  });

  it('gives one reference of the student and 404 otherwise', async () => {
    const [first] = (await get(`/api/students/${f.alpha.studentId}/references`)).json().rows;
    expect((await get(`/api/students/${f.alpha.studentId}/references/${first.id}`)).json()).toEqual({ data: first });
    expect((await get(`/api/students/${f.bravo.studentId}/references/${first.id}`)).statusCode).toBe(404);
    expect((await get(`/api/students/${f.inactive.studentId}/references/${first.id}`)).statusCode).toBe(404);
    expect((await get('/api/students/999999/references')).statusCode).toBe(404);
  });
});

import type { StudentStats } from '@studiekraft/shared/schemas/student-stats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { levels, studentApplications } from '../../db/schema/index.ts';

let t: TestApp;
let asEva: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  asEva = await loginAs(t.app, await createUser(t.database.db, { type: 'EMPLOYEE' }));
});
afterAll(() => t.close());

const stats = async (headers: Record<string, string> = asEva.headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/students/stats', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: StudentStats }>().data;
};
const levelCount = (s: StudentStats, key: string) => s.perLevel.find((level) => level.key === key)?.count ?? -1;

describe('GET /api/students/stats', () => {
  it('counts students, active and inactive, per level and undecided applications by status', async () => {
    const db = t.database.db;
    const before = await stats();
    const application = { message: 'Hej', files: [] };
    await createStudent(db, { level: 'mastermind' });
    await createStudent(db, { level: 'mastermind', activated: false, applicationStatus: 'received', application });
    await createStudent(db, { activated: false, applicationStatus: 'reviewed', application });
    const accepted = await createStudent(db, { applicationStatus: 'reviewed', application });
    const rejected = await createStudent(db, { activated: false, applicationStatus: 'received', application });
    await db
      .update(studentApplications)
      .set({ accepted_at: new Date() })
      .where(eq(studentApplications.student_id, accepted.studentId));
    await db
      .update(studentApplications)
      .set({ rejected_at: new Date() })
      .where(eq(studentApplications.student_id, rejected.studentId));

    const after = await stats();
    expect(after.total - before.total).toBe(5);
    expect(after.active - before.active).toBe(2);
    expect(after.inactive - before.inactive).toBe(3);
    expect(after.total).toBe(after.active + after.inactive);
    expect(levelCount(after, 'mastermind') - levelCount(before, 'mastermind')).toBe(2);
    expect(levelCount(after, 'rough-diamond') - levelCount(before, 'rough-diamond')).toBe(3);
    // Decided applications (accepted or rejected) are not waiting for anyone.
    expect(after.applications.received - before.applications.received).toBe(1);
    expect(after.applications.reviewed - before.applications.reviewed).toBe(1);
  });

  it('lists every level in the levels’ order, also those without students', async () => {
    const all = await t.database.db.select({ id: levels.id, order: levels.order }).from(levels);
    const { perLevel } = await stats();
    expect(perLevel.map((level) => level.level_id)).toEqual(
      [...all].sort((a, b) => a.order - b.order || a.id - b.id).map((level) => level.id),
    );
    expect(perLevel[0]).toEqual({
      level_id: expect.any(Number),
      key: expect.any(String),
      name: expect.any(String),
      count: expect.any(Number),
    });
  });

  it('is for employees only', async () => {
    const student = await loginAs(t.app, await createStudent(t.database.db));
    const customer = await loginAs(t.app, await createUser(t.database.db));
    for (const [headers, status] of [
      [student.headers, 403],
      [customer.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: '/api/students/stats', headers })).statusCode).toBe(status);
    }
  });
});

describe('GET /api/students for staff', () => {
  let fixtures: { ida: CreatedStudent; jens: CreatedStudent; kim: CreatedStudent };

  beforeAll(async () => {
    const db = t.database.db;
    fixtures = {
      ida: await createStudent(db, { name: 'Ida Listetest', level: 'mastermind', ratings: [{ score: 5 }], isNew: true }),
      jens: await createStudent(db, { name: 'Jens Listetest', activated: false, ratings: [{ score: 2 }] }),
      kim: await createStudent(db, { name: 'Kim Andetnavn', level: 'rising-star' }),
    };
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/students?limit=100&${query}`, headers: asEva.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ rows: { id: number; name: string }[] }>().rows.map((row) => row.name);
  };
  const search = (term: string) =>
    `filter_groups[0][or]=true&filter_groups[0][filters][0][key]=name&filter_groups[0][filters][0][operator]=ct&filter_groups[0][filters][0][value]=${term}` +
    `&filter_groups[0][filters][1][key]=email&filter_groups[0][filters][1][operator]=ct&filter_groups[0][filters][1][value]=${term}`;

  it('searches name or e-mail with ct in one or-group', async () => {
    expect(await list(search('listetest'))).toEqual(['Ida Listetest', 'Jens Listetest']);
    const byEmail = fixtures.kim.email.slice(0, fixtures.kim.email.indexOf('@'));
    expect(await list(search(byEmail))).toEqual(['Kim Andetnavn']);
  });

  it('filters on activated, is_new and level_id, inactive students included', async () => {
    const inactive = await list(
      `${search('listetest')}&filter_groups[1][filters][0][key]=activated&filter_groups[1][filters][0][value]=false`,
    );
    expect(inactive).toEqual(['Jens Listetest']);
    const fresh = await list(
      `${search('listetest')}&filter_groups[1][filters][0][key]=is_new&filter_groups[1][filters][0][value]=true`,
    );
    expect(fresh).toEqual(['Ida Listetest']);
    const [rising] = await t.database.db.select({ id: levels.id }).from(levels).where(eq(levels.key, 'rising-star'));
    const atLevel = await list(`filter_groups[0][filters][0][key]=level_id&filter_groups[0][filters][0][value]=${rising?.id}`);
    expect(atLevel).toContain('Kim Andetnavn');
    expect(atLevel).not.toContain('Ida Listetest');
  });

  it('sorts by name, level, average rating and created_at', async () => {
    const group = search('listetest');
    expect(await list(`${group}&sort[0][key]=name&sort[0][direction]=DESC`)).toEqual(['Jens Listetest', 'Ida Listetest']);
    expect(await list(`${group}&sort[0][key]=average_rating&sort[0][direction]=ASC`)).toEqual([
      'Jens Listetest',
      'Ida Listetest',
    ]);
    expect(await list(`${group}&sort[0][key]=level&sort[0][direction]=DESC`)).toEqual(['Ida Listetest', 'Jens Listetest']);
    expect(await list(`${group}&sort[0][key]=created_at&sort[0][direction]=DESC`)).toEqual(['Jens Listetest', 'Ida Listetest']);
  });
});

describe('the application filter of the staff tables and the dashboard (issue 34)', () => {
  const application = { message: 'Hej', files: [] };
  let fixtures: Record<'waiting' | 'reviewed' | 'acceptedNew' | 'acceptedOld' | 'rejected' | 'staffMade', CreatedStudent>;

  beforeAll(async () => {
    const db = t.database.db;
    const decide = async (student: CreatedStudent, column: 'accepted_at' | 'rejected_at') =>
      db
        .update(studentApplications)
        .set({ [column]: new Date() })
        .where(eq(studentApplications.student_id, student.studentId));
    fixtures = {
      waiting: await createStudent(db, {
        name: 'Filtertest Venter',
        activated: false,
        applicationStatus: 'received',
        application,
      }),
      reviewed: await createStudent(db, { name: 'Filtertest Set', activated: false, applicationStatus: 'reviewed', application }),
      acceptedNew: await createStudent(db, { name: 'Filtertest Ny', isNew: true, application }),
      acceptedOld: await createStudent(db, { name: 'Filtertest Gammel', isNew: false, application }),
      rejected: await createStudent(db, { name: 'Filtertest Afvist', activated: false, application }),
      staffMade: await createStudent(db, { name: 'Filtertest Oprettet', isNew: true, applicationStatus: null }),
    };
    await decide(fixtures.acceptedNew, 'accepted_at');
    await decide(fixtures.acceptedOld, 'accepted_at');
    await decide(fixtures.rejected, 'rejected_at');
  });

  const byApplication = (value: string) =>
    `filter_groups[0][filters][0][key]=name&filter_groups[0][filters][0][operator]=ct&filter_groups[0][filters][0][value]=filtertest` +
    `&filter_groups[1][filters][0][key]=application&filter_groups[1][filters][0][value]=${value}`;
  const names = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/students?limit=100&sort[0][key]=name&${query}`,
      headers: asEva.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ rows: { name: string }[] }>().rows.map((row) => row.name);
  };

  it("'new' lists the sign-ups waiting for screening and the accepted ones still new ('Nye fra tilmelding')", async () => {
    expect(await names(byApplication('new'))).toEqual(['Filtertest Ny', 'Filtertest Set', 'Filtertest Venter']);
  });

  it("'admitted' leaves out applicants not yet screened and rejected ones, so the dashboard counts students only", async () => {
    expect(await names(byApplication('admitted'))).toEqual(['Filtertest Gammel', 'Filtertest Ny', 'Filtertest Oprettet']);
    const count = await t.app.inject({
      method: 'GET',
      url: `/api/students/count?${byApplication('admitted')}`,
      headers: asEva.headers,
    });
    expect(count.json()).toEqual({ count: 3 });
  });
});

describe("a student's projects for staff (issue 34)", () => {
  it("name each project's customer, so the staff table shows who rather than 'Se kunde'", async () => {
    const db = t.database.db;
    const student = await createStudent(db, { name: 'Projekttest Studerende' });
    const customer = await createUser(db, { name: 'Karen Projektkunde' });
    await createConversation(db, customer, student, { project: { name: 'Regnskab til Karen' } });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/students/${student.studentId}?includes[]=projects`,
      headers: asEva.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.projects).toEqual([
      expect.objectContaining({
        name: 'Regnskab til Karen',
        customer_id: customer.accountId,
        customer_name: 'Karen Projektkunde',
      }),
    ]);
  });
});

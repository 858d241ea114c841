import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { auditLog, customers, ratings, students } from '../../db/schema/index.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedStudent;
let employee: CreatedUser;
const headers: Record<string, { authorization: string } | undefined> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  student = await createStudent(db, { name: 'Sofie Studerende' });
  const otherCustomer = await createUser(db, { type: 'CUSTOMER' });
  employee = await createUser(db, { type: 'EMPLOYEE' });
  headers.customer = (await loginAs(t.app, customer)).headers;
  headers.student = (await loginAs(t.app, student)).headers;
  headers.otherCustomer = (await loginAs(t.app, otherCustomer)).headers;
  headers.employee = (await loginAs(t.app, employee)).headers;
  headers.anonymous = undefined;
});
afterAll(() => t.close());

const body = {
  title: 'Hurtig og grundig',
  score: 4,
  name: 'Karen Kunde',
  position: 'Indehaver',
  body: 'Sofie leverede et flot logo til tiden.',
};

async function projectIn(status: ProjectStatus, forStudent: CreatedStudent = student) {
  const { projectId } = await createConversation(t.database.db, customer, forStudent, { project: { status } });
  if (!projectId) throw new Error('no project');
  return projectId;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers[who], ...(payload ? { payload } : {}) });

async function totals(studentId: number) {
  const [row] = await t.database.db
    .select({ average: students.average_rating, count: students.ratings_count })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}

describe('the customer rates a finalized project', () => {
  it('writes one rating, shows it on the project page and moves the student\u2019s average', async () => {
    const rated = await createStudent(t.database.db, { ratings: [{ score: 2 }] });
    const projectId = await projectIn('project-finalized', rated);
    const before = (await call('GET', `/projects/${projectId}/rating`, 'customer')).json().data;
    expect(before).toMatchObject({
      project: { id: projectId, finalized: true },
      student: { id: rated.studentId, name: rated.name, slug: rated.slug },
      rating: null,
      editable_until: null,
      can_create: true,
      can_edit: false,
    });

    const created = await call('POST', `/projects/${projectId}/rating`, 'customer', { ...body, title: '  Hurtig og grundig  ' });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data.rating).toMatchObject({ ...body, title: 'Hurtig og grundig' });
    expect(data).toMatchObject({ can_create: false, can_edit: true });
    expect(new Date(data.editable_until).getTime() - new Date(data.rating.created_at).getTime()).toBe(14 * 86_400_000);
    expect(await totals(rated.studentId)).toEqual({ average: 3, count: 2 });

    const [row] = await t.database.db.select().from(ratings).where(eq(ratings.project_id, projectId));
    const [own] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.user_id, customer.id));
    expect(row?.customer_id).toBe(own?.id);
    expect(row?.student_id).toBe(rated.studentId);
    const listed = (await call('GET', `/students/${rated.studentId}/ratings`, 'anonymous')).json().rows;
    expect(listed[0]).toMatchObject({ title: 'Hurtig og grundig', score: 4 });
    expect((await call('GET', `/students/${rated.studentId}/ratings/score`, 'anonymous')).json().data).toEqual({
      average: 3,
      count: 2,
    });
  });

  it('answers 409 to a second rating of the same project and keeps the first', async () => {
    const projectId = await projectIn('project-finalized');
    expect((await call('POST', `/projects/${projectId}/rating`, 'customer', body)).statusCode).toBe(201);
    const again = await call('POST', `/projects/${projectId}/rating`, 'customer', { ...body, score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'RATING_EXISTS' });
    const rows = await t.database.db.select({ score: ratings.score }).from(ratings).where(eq(ratings.project_id, projectId));
    expect(rows).toEqual([{ score: 4 }]);
  });

  it('lets only one of two simultaneous posts through', async () => {
    const fresh = await createStudent(t.database.db);
    const projectId = await projectIn('project-finalized', fresh);
    const answers = await Promise.all([
      call('POST', `/projects/${projectId}/rating`, 'customer', body),
      call('POST', `/projects/${projectId}/rating`, 'customer', { ...body, score: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await totals(fresh.studentId)).toMatchObject({ count: 1 });
  });

  it('answers 409 while the project is not finalized, cancelled or closed', async () => {
    for (const status of ['project-offer-accepted', 'customer-closed-project', 'employee-closed-project'] as const) {
      const projectId = await projectIn(status);
      const answer = await call('POST', `/projects/${projectId}/rating`, 'customer', body);
      expect(answer.statusCode, status).toBe(409);
      expect(answer.json()).toEqual({ message: 'PROJECT_NOT_FINALIZED' });
      expect((await call('GET', `/projects/${projectId}/rating`, 'customer')).json().data).toMatchObject({
        project: { finalized: false },
        can_create: false,
      });
    }
  });

  it('lets nobody but the project\u2019s customer read or write it: 401 anonymous, 403 others, 404 unknown', async () => {
    const projectId = await projectIn('project-finalized');
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const payload = method === 'GET' ? undefined : body;
      expect((await call(method, `/projects/${projectId}/rating`, 'anonymous', payload)).statusCode, method).toBe(401);
      for (const who of ['otherCustomer', 'student', 'employee'])
        expect((await call(method, `/projects/${projectId}/rating`, who, payload)).statusCode, `${method} ${who}`).toBe(403);
      expect((await call(method, '/projects/999999/rating', 'customer', payload)).statusCode).toBe(404);
    }
    expect(await t.database.db.select().from(ratings).where(eq(ratings.project_id, projectId))).toEqual([]);
  });

  it('checks the fields with the shared schema: 422 with the field codes', async () => {
    const projectId = await projectIn('project-finalized');
    const answer = await call('POST', `/projects/${projectId}/rating`, 'customer', {
      title: ' ',
      score: 6,
      name: 'x'.repeat(101),
      body: '',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      title: ['validation.required'],
      score: ['validation.max'],
      name: ['validation.max'],
      body: ['validation.required'],
    });
    expect((await call('POST', `/projects/${projectId}/rating`, 'customer', { ...body, score: 0 })).json().errors).toEqual({
      score: ['validation.min'],
    });
    expect((await call('POST', `/projects/${projectId}/rating`, 'customer', { ...body, score: 3.5 })).statusCode).toBe(422);
    // No position is fine: the card shows the name alone.
    const { position: _, ...withoutPosition } = body;
    const created = await call('POST', `/projects/${projectId}/rating`, 'customer', { ...withoutPosition, score: 5 });
    expect(created.json().data.rating.position).toBeNull();
  });

  it('lets the author edit for 14 days, the average following; afterwards 409', async () => {
    const fresh = await createStudent(t.database.db);
    const projectId = await projectIn('project-finalized', fresh);
    expect((await call('PUT', `/projects/${projectId}/rating`, 'customer', body)).statusCode).toBe(404);
    await call('POST', `/projects/${projectId}/rating`, 'customer', body);
    const edited = await call('PUT', `/projects/${projectId}/rating`, 'customer', { ...body, score: 2, position: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.rating).toMatchObject({ score: 2, position: null });
    expect(await totals(fresh.studentId)).toEqual({ average: 2, count: 1 });

    // Thirteen days and some hours old: still editable.
    const setAge = (ms: number) =>
      t.database.db
        .update(ratings)
        .set({ created_at: new Date(Date.now() - ms) })
        .where(eq(ratings.project_id, projectId));
    await setAge(14 * 86_400_000 - 60_000);
    expect((await call('PUT', `/projects/${projectId}/rating`, 'customer', { ...body, score: 3 })).statusCode).toBe(200);
    await setAge(14 * 86_400_000 + 1000);
    const late = await call('PUT', `/projects/${projectId}/rating`, 'customer', { ...body, score: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'RATING_NOT_EDITABLE' });
    expect((await call('GET', `/projects/${projectId}/rating`, 'customer')).json().data).toMatchObject({
      rating: { score: 3 },
      can_edit: false,
      can_create: false,
    });
    expect(await totals(fresh.studentId)).toEqual({ average: 3, count: 1 });
  });
});

describe('staff manage ratings on any student', () => {
  it('add, edit and delete, with the average following each step', async () => {
    const rated = await createStudent(t.database.db, { ratings: [{ score: 5 }] });
    const [own] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.user_id, customer.id));
    const added = await call('POST', `/students/${rated.studentId}/ratings`, 'employee', {
      ...body,
      score: 2,
      customer_id: own?.id,
    });
    expect(added.statusCode).toBe(201);
    const rating = added.json().data;
    expect(rating).toMatchObject({ ...body, score: 2, customer_id: own?.id, project_id: null });
    expect(await totals(rated.studentId)).toEqual({ average: 3.5, count: 2 });

    const edited = await call('PUT', `/students/${rated.studentId}/ratings/${rating.id}`, 'employee', {
      ...body,
      score: 4,
      title: 'Rettet titel',
      customer_id: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Rettet titel', score: 4, customer_id: null });
    expect(await totals(rated.studentId)).toEqual({ average: 4.5, count: 2 });

    const deleted = await call('DELETE', `/students/${rated.studentId}/ratings/${rating.id}`, 'employee');
    expect(deleted.statusCode).toBe(204);
    expect(await totals(rated.studentId)).toEqual({ average: 5, count: 1 });
    expect((await call('DELETE', `/students/${rated.studentId}/ratings/${rating.id}`, 'employee')).statusCode).toBe(404);
    // Each staff write is an audit entry (decision 018), the deletion keeping what was deleted.
    const entries = await t.database.db
      .select({ action: auditLog.action, by: auditLog.employee_user_id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'rating'), eq(auditLog.entity_id, rating.id)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.by])).toEqual([
      ['rating.created', employee.id],
      ['rating.updated', employee.id],
      ['rating.deleted', employee.id],
    ]);
    expect(entries[1]?.before).toMatchObject({ score: 2, title: body.title });
    expect(entries[1]?.after).toMatchObject({ score: 4, title: 'Rettet titel', customer_id: null });
    expect(entries[2]?.before).toMatchObject({ score: 4, student_id: rated.studentId });
  });

  it('edit a customer\u2019s own rating after its 14 days too', async () => {
    const projectId = await projectIn('project-finalized');
    await call('POST', `/projects/${projectId}/rating`, 'customer', body);
    await t.database.db
      .update(ratings)
      .set({ created_at: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(ratings.project_id, projectId));
    const [row] = await t.database.db.select({ id: ratings.id }).from(ratings).where(eq(ratings.project_id, projectId));
    const edited = await call('PUT', `/students/${student.studentId}/ratings/${row?.id}`, 'employee', { ...body, score: 1 });
    expect(edited.statusCode).toBe(200);
    // An edit without customer_id keeps the customer and the project.
    expect(edited.json().data).toMatchObject({ score: 1, project_id: projectId });
    expect(edited.json().data.customer_id).not.toBeNull();
  });

  it('answer 404 for an unknown student or a rating of another student, 422 for an unknown customer', async () => {
    const a = await createStudent(t.database.db, { ratings: [{ score: 3 }] });
    const b = await createStudent(t.database.db);
    const [ofA] = await t.database.db.select({ id: ratings.id }).from(ratings).where(eq(ratings.student_id, a.studentId));
    expect((await call('POST', '/students/999999/ratings', 'employee', body)).statusCode).toBe(404);
    expect((await call('PUT', `/students/${b.studentId}/ratings/${ofA?.id}`, 'employee', body)).statusCode).toBe(404);
    expect((await call('DELETE', `/students/${b.studentId}/ratings/${ofA?.id}`, 'employee')).statusCode).toBe(404);
    const unknown = await call('POST', `/students/${a.studentId}/ratings`, 'employee', { ...body, customer_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ customer_id: ['validation.type'] });
    expect(await totals(a.studentId)).toEqual({ average: 3, count: 1 });
  });

  it('are staff-only: 401 anonymous, 403 customers and students', async () => {
    const rated = await createStudent(t.database.db, { ratings: [{ score: 3 }] });
    const [row] = await t.database.db.select({ id: ratings.id }).from(ratings).where(eq(ratings.student_id, rated.studentId));
    const writes = [
      ['POST', `/students/${rated.studentId}/ratings`],
      ['PUT', `/students/${rated.studentId}/ratings/${row?.id}`],
      ['DELETE', `/students/${rated.studentId}/ratings/${row?.id}`],
    ] as const;
    for (const [method, url] of writes) {
      const payload = method === 'DELETE' ? undefined : body;
      expect((await call(method, url, 'anonymous', payload)).statusCode, method).toBe(401);
      for (const who of ['customer', 'student']) expect((await call(method, url, who, payload)).statusCode, who).toBe(403);
    }
    expect(await totals(rated.studentId)).toEqual({ average: 3, count: 1 });
  });
});

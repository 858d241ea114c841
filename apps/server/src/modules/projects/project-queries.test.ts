import type { Project, ProjectEvent } from '@studiekraft/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { projects } from '../../db/schema/index.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedStudent;
let otherCustomer: CreatedUser;
const h: Record<string, { authorization: string }> = {};
let created: number;
let finalized: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Karen Kunde' });
  otherCustomer = await createUser(db, { type: 'CUSTOMER' });
  student = await createStudent(db, { name: 'Sofie Studerende' });
  const employee = await createUser(db, { type: 'EMPLOYEE' });
  created = (await createConversation(db, customer, student, { project: { name: 'Logo' } })).projectId ?? 0;
  finalized =
    (await createConversation(db, customer, student, { project: { name: 'Hjemmeside', status: 'project-finalized' } }))
      .projectId ?? 0;
  await db
    .update(projects)
    .set({ accepted_price: 225, final_price: 900, notes: 'Intern note' })
    .where(eq(projects.id, finalized));
  await createConversation(db, otherCustomer, student, { project: { name: 'Andet' } });
  h.customer = (await loginAs(t.app, customer)).headers;
  h.student = (await loginAs(t.app, student)).headers;
  h.other = (await loginAs(t.app, otherCustomer)).headers;
  h.employee = (await loginAs(t.app, employee)).headers;
  await t.app.inject({ method: 'POST', url: `/api/projects/${created}/clarify`, headers: h.student });
});

afterAll(() => t.close());

const get = (url: string, headers?: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });
const statusIn = (...statuses: string[]) =>
  statuses
    .map((s, i) => `filter_groups[0][filters][0][value][${i}]=${s}`)
    .concat(['filter_groups[0][filters][0][key]=status', 'filter_groups[0][filters][0][operator]=in'])
    .join('&');

describe('GET /projects', () => {
  it('shows each viewer only their projects, with parties by name and no staff notes', async () => {
    const mine = (await get('/api/projects?includes[]=student&includes[]=skill', h.customer)).json<{
      rows: Project[];
      total: number;
    }>();
    expect(mine.total).toBe(2);
    expect(mine.rows.map((p) => p.name).sort()).toEqual(['Hjemmeside', 'Logo']);
    expect(mine.rows[0]?.student).toMatchObject({ name: 'Sofie Studerende', slug: student.slug });
    expect(JSON.stringify(mine)).not.toContain('Intern note');
    expect((await get('/api/projects', h.student)).json<{ total: number }>().total).toBe(3);
    expect((await get('/api/projects', h.employee)).json<{ total: number }>().total).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify((await get('/api/projects', h.employee)).json())).toContain('Intern note');
    expect((await get('/api/projects')).statusCode).toBe(401);
  });

  it('filters by status with `in` and rejects unknown statuses', async () => {
    const open = (await get(`/api/projects?${statusIn('project-created', 'project-clarification')}`, h.customer)).json<{
      rows: Project[];
    }>();
    expect(open.rows.map((p) => p.name)).toEqual(['Logo']);
    expect(open.rows[0]).toMatchObject({ status: 'project-clarification', open: true });
    expect((await get(`/api/projects?${statusIn('project-deleted')}`, h.customer)).statusCode).toBe(400);
  });

  it('counts and sums value within the viewer’s scope', async () => {
    expect((await get('/api/projects/count', h.customer)).json()).toEqual({ count: 2 });
    expect((await get('/api/projects/value', h.customer)).json()).toEqual({ value: 900 });
    expect((await get('/api/projects/value', h.other)).json()).toEqual({ value: 0 });
    expect((await get('/api/projects/sum-by-date-period?period=year', h.customer)).statusCode).toBe(403);
    expect((await get('/api/projects/sum-by-date-period?period=year', h.employee)).statusCode).toBe(200);
  });
});

describe('GET /projects/:id and its events', () => {
  it('is for the parties and employees only', async () => {
    expect((await get(`/api/projects/${created}`, h.customer)).json<{ data: Project }>().data.conversation_id).toBeTypeOf(
      'number',
    );
    expect((await get(`/api/projects/${created}`, h.student)).statusCode).toBe(200);
    expect((await get(`/api/projects/${created}`, h.employee)).statusCode).toBe(200);
    expect((await get(`/api/projects/${created}`, h.other)).statusCode).toBe(403);
    expect((await get('/api/projects/987654', h.other)).statusCode).toBe(403);
    expect((await get('/api/projects/987654', h.employee)).statusCode).toBe(404);
  });

  it('lists events oldest first with the acting account', async () => {
    const events = (await get(`/api/projects/${created}/events?includes[]=account`, h.customer)).json<{ rows: ProjectEvent[] }>()
      .rows;
    expect(events.map((e) => e.type)).toEqual(['project-clarification']);
    expect(events[0]?.account).toMatchObject({ name: 'Sofie Studerende', account_type: 'STUDENT' });
    const one = await get(`/api/projects/${created}/events/${events[0]?.id}`, h.customer);
    expect(one.json<{ data: ProjectEvent }>().data.type).toBe('project-clarification');
    expect((await get(`/api/projects/${created}/events`, h.other)).statusCode).toBe(403);
    expect((await get(`/api/projects/${created}/events/999999`, h.customer)).statusCode).toBe(404);
  });
});

describe('PUT /projects/:id/notes', () => {
  it('is for employees and does not count as activity', async () => {
    const [before] = await t.database.db.select().from(projects).where(eq(projects.id, created));
    const put = (headers?: { authorization: string }) =>
      t.app.inject({ method: 'PUT', url: `/api/projects/${created}/notes`, headers, payload: { notes: 'Ring kunden' } });
    expect((await put(h.customer)).statusCode).toBe(403);
    expect((await put(h.student)).statusCode).toBe(403);
    const response = await put(h.employee);
    expect(response.json<{ data: Project }>().data.notes).toBe('Ring kunden');
    const [after] = await t.database.db.select().from(projects).where(eq(projects.id, created));
    expect(after?.updated_at.getTime()).toBe(before?.updated_at.getTime());
  });
});

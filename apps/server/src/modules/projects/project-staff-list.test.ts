import type { Project } from '@studiekraft/shared/schemas/projects';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createConversation } from '../../../test/conversation-factories.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { type CreatedStudent, createStudent } from '../../../test/student-factories.ts';
import { projects, skills } from '../../db/schema/index.ts';

let t: TestApp;
let anna: CreatedUser;
let bo: CreatedUser;
let carl: CreatedStudent;
let dora: CreatedStudent;
let secondSkill: string;
let firstSkill: string;
const h: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  anna = await createUser(db, { type: 'CUSTOMER', name: 'Anna Andersen' });
  bo = await createUser(db, { type: 'CUSTOMER', name: 'Bo Berg' });
  carl = await createStudent(db, { name: 'Carl Clausen' });
  dora = await createStudent(db, { name: 'Dora Dahl' });
  const seed = async (customer: CreatedUser, student: CreatedStudent, name: string, status?: 'project-finalized') =>
    (await createConversation(db, customer, student, { project: { name, status } })).projectId ?? 0;
  await seed(anna, carl, 'Alfa');
  await seed(anna, dora, 'Beta');
  const finalized = await seed(bo, carl, 'Gamma', 'project-finalized');
  await seed(bo, dora, 'Delta');
  // Gamma ended first, so it sorts first on the Afsluttet column; the open ones have no date (last).
  await db
    .update(projects)
    .set({ finalized_at: new Date('2021-01-01T12:00:00Z') })
    .where(eq(projects.id, finalized));
  const [first, other] = await db.select({ id: skills.id, name: skills.name }).from(skills).orderBy(asc(skills.id)).limit(2);
  if (!first || !other) throw new Error('two skills needed');
  secondSkill = other.name;
  firstSkill = first.name;
  await db.update(projects).set({ skill_id: other.id }).where(eq(projects.name, 'Delta'));
  h.anna = (await loginAs(t.app, anna)).headers;
  h.carl = (await loginAs(t.app, carl)).headers;
  h.employee = (await loginAs(t.app, await createUser(db, { type: 'EMPLOYEE', name: 'Eva Ansat' }))).headers;
});

afterAll(() => t.close());

type List = { rows: Project[]; total: number };
const list = async (query: string, headers = h.employee) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/projects?${query}`, headers });
  return { status: response.statusCode, body: response.json<List>() };
};
const names = async (query: string, headers = h.employee) => (await list(query, headers)).body.rows.map((p) => p.name);
const filter = (key: string, value: string, operator = 'ct') =>
  `filter_groups[0][filters][0][key]=${key}&filter_groups[0][filters][0][operator]=${operator}&filter_groups[0][filters][0][value]=${encodeURIComponent(value)}`;
const sort = (key: string, direction: 'ASC' | 'DESC') => `sortBy[key]=${key}&sortBy[direction]=${direction}`;

describe('GET /projects for staff: the all-projects table', () => {
  it('sorts on the parties, the skill and the closed date', async () => {
    expect(await names(sort('customer_name', 'ASC'))).toEqual(['Beta', 'Alfa', 'Delta', 'Gamma']);
    expect(await names(sort('student_name', 'DESC'))).toEqual(['Delta', 'Beta', 'Gamma', 'Alfa']);
    // Delta alone has the second skill: it leads when that name sorts first.
    expect((await names(sort('skill_name', secondSkill < firstSkill ? 'ASC' : 'DESC')))[0]).toBe('Delta');
    expect((await names(sort('closed_at', 'ASC')))[0]).toBe('Gamma');
    expect(await names(sort('name', 'ASC'))).toEqual(['Alfa', 'Beta', 'Delta', 'Gamma']);
    expect((await list(sort('notes', 'ASC'))).status).toBe(400);
  });

  it('searches customer, student and skill names, and pages with the total of all matches', async () => {
    expect(await names(`${filter('customer_name', 'na ander')}&${sort('name', 'ASC')}`)).toEqual(['Alfa', 'Beta']);
    expect(await names(`${filter('student_name', 'DAHL')}&${sort('name', 'ASC')}`)).toEqual(['Beta', 'Delta']);
    expect(await names(filter('skill_name', secondSkill))).toEqual(['Delta']);
    const page = await list(`${sort('name', 'ASC')}&limit=2&page=1`);
    expect(page.body).toMatchObject({ total: 4 });
    expect(page.body.rows.map((p) => p.name)).toEqual(['Delta', 'Gamma']);
  });

  it('includes the conversation with its sender and addressee', async () => {
    const [row] = (await list(`${filter('name', 'Alfa', 'eq')}&includes[]=conversation.sender&includes[]=conversation.addressee`))
      .body.rows;
    expect(row?.conversation).toMatchObject({
      sender: { user_id: anna.id, name: 'Anna Andersen', account_type: 'CUSTOMER' },
      addressee: { user_id: carl.id, name: 'Carl Clausen', account_type: 'STUDENT' },
    });
    expect((await list('includes[]=conversation.messages')).status).toBe(400);
  });

  it('never widens a customer’s or student’s list, whatever they filter on', async () => {
    expect(await names(`${filter('customer_name', 'Bo Berg')}`, h.anna)).toEqual([]);
    expect((await list(filter('customer_name', ''), h.anna)).status).toBe(400);
    expect(await names(`${filter('customer_name', 'Berg')}&${sort('name', 'ASC')}`, h.carl)).toEqual(['Gamma']);
    const wide = await list(
      'filter_groups[0][or]=true&filter_groups[0][filters][0][key]=customer_name&filter_groups[0][filters][0][operator]=ct&filter_groups[0][filters][0][value]=a&filter_groups[0][filters][1][key]=student_name&filter_groups[0][filters][1][operator]=ct&filter_groups[0][filters][1][value]=a',
      h.anna,
    );
    expect(wide.body.total).toBe(2);
    expect(wide.body.rows.every((p) => p.customer_id === anna.accountId)).toBe(true);
  });
});

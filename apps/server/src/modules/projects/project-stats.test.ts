import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import type { ProjectStats } from '@studiekraft/shared/schemas/project-stats';
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
const h: Record<string, { authorization: string }> = {};

type Prices = Partial<typeof projects.$inferInsert>;

async function seed(status: ProjectStatus, prices: Prices) {
  const id = (await createConversation(t.database.db, customer, student, { project: { status } })).projectId ?? 0;
  await t.database.db.update(projects).set(prices).where(eq(projects.id, id));
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER' });
  student = await createStudent(db);
  // Finalized hourly work counts its final price (hours_used x rate), not the accepted hours.
  await seed('project-finalized', {
    price_type: 'hourly',
    accepted_price: 225,
    offered_hours: 5,
    hours_used: 4,
    final_price: 900,
  });
  // Accepted hourly: 300 kr. x (4 offered + 1.5 approved extra hours) = 1650.
  await seed('project-offer-accepted', {
    price_type: 'hourly',
    accepted_price: 300,
    offered_hours: 4,
    extra_hours_approved: 1.5,
  });
  // Accepted fixed price: the price itself.
  await seed('project-offer-accepted', { price_type: 'unit', accepted_price: 2000 });
  // An offer not yet accepted and a project never priced are worth nothing yet; both are open.
  await seed('project-offer-posted', { price_type: 'hourly', offered_price: 400, offered_hours: 10 });
  await seed('project-created', { price_type: 'hourly' });
  await seed('customer-closed-project', { price_type: 'hourly', offered_price: 100, offered_hours: 2 });
  h.customer = (await loginAs(t.app, customer)).headers;
  h.student = (await loginAs(t.app, student)).headers;
  h.employee = (await loginAs(t.app, await createUser(db, { type: 'EMPLOYEE' }))).headers;
});

afterAll(() => t.close());

const get = (url: string, headers?: { authorization: string }) => t.app.inject({ method: 'GET', url, headers });

describe('GET /projects/stats', () => {
  it('counts completed, accepted and every open status, and values accepted hourly work as rate x hours', async () => {
    const response = await get('/api/projects/stats', h.employee);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProjectStats>()).toEqual({
      completedProjects: 1,
      acceptedProjects: 2,
      openProjects: 4,
      projectValue: 900 + 1650 + 2000,
    });
  });

  it('is for staff only', async () => {
    expect((await get('/api/projects/stats')).statusCode).toBe(401);
    expect((await get('/api/projects/stats', h.customer)).statusCode).toBe(403);
    expect((await get('/api/projects/stats', h.student)).statusCode).toBe(403);
  });
});

describe('GET /projects/value', () => {
  it('uses the same value rule as the stats, within the viewer’s scope', async () => {
    expect((await get('/api/projects/value', h.customer)).json()).toEqual({ value: 4550 });
    expect((await get('/api/projects/value', h.employee)).json()).toEqual({ value: 4550 });
    const other = await createUser(t.database.db, { type: 'CUSTOMER' });
    expect((await get('/api/projects/value', (await loginAs(t.app, other)).headers)).json()).toEqual({ value: 0 });
  });
});

import type { AuditEntityType } from '@studiekraft/shared/constants/audit';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { auditLog } from '../../db/schema/index.ts';

// Issue 36: the back office edits the catalogue, and every write leaves one audit entry in its transaction.

let t: TestApp;
let employee: CreatedUser;
let asEmployee: LoggedIn;
let levelIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  employee = await createUser(t.database.db, { type: 'EMPLOYEE' });
  asEmployee = await loginAs(t.app, employee);
  levelIds = (await send('GET', '/api/levels')).json().rows.map((row: { id: number }) => row.id);
});
afterAll(() => t.close());

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: method === 'GET' ? {} : asEmployee.headers });
}

const auditOf = (type: AuditEntityType, id: number) =>
  t.database.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, by: auditLog.employee_user_id })
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, type), eq(auditLog.entity_id, id)))
    .orderBy(asc(auditLog.id));

describe('skill writes', () => {
  it('audit a creation, a rename with a move and new prices, and the delete of an unused skill', async () => {
    const groups = (await send('GET', '/api/skills/groups')).json().rows as { id: number }[];
    const [from, to] = groups;
    if (!from || !to) throw new Error('the seeded catalogue has groups');
    const created = await send('POST', '/api/skills', {
      skill_group_id: from.id,
      key: 'revision-test',
      name: 'Revision',
      slug: 'revision-test',
      paygrades: [{ level_id: levelIds[0], starting_price: 190, type: 'hourly' }],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const edited = await send('PUT', `/api/skills/${id}`, {
      name: 'Revision og bogføring',
      skill_group_id: to.id,
      paygrades: [{ level_id: levelIds[0], starting_price: 3000, type: 'unit' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Revision og bogføring', skill_group_id: to.id });
    expect((await send('DELETE', `/api/skills/${id}`)).json()).toEqual({ data: { id, deleted: true } });

    expect(await auditOf('skill', id)).toEqual([
      {
        action: 'skill.created',
        by: employee.id,
        before: null,
        after: {
          skill_group_id: from.id,
          key: 'revision-test',
          name: 'Revision',
          slug: 'revision-test',
          paygrades: [{ level_id: levelIds[0], starting_price: 190, type: 'hourly' }],
        },
      },
      {
        action: 'skill.updated',
        by: employee.id,
        before: {
          name: 'Revision',
          skill_group_id: from.id,
          paygrades: [{ level_id: levelIds[0], starting_price: 190, type: 'hourly' }],
        },
        after: {
          name: 'Revision og bogføring',
          skill_group_id: to.id,
          paygrades: [{ level_id: levelIds[0], starting_price: 3000, type: 'unit' }],
        },
      },
      { action: 'skill.deleted', by: employee.id, before: { name: 'Revision og bogføring', enabled: true }, after: null },
    ]);
  });

  it('audit a delete that only disables a skill in use, and nothing for a refused write', async () => {
    await createStudent(t.database.db, { skills: ['logo'] });
    const logo = (await send('GET', '/api/skills/name/logo')).json().data;
    const before = (await auditOf('skill', logo.id)).length;
    expect((await send('DELETE', `/api/skills/${logo.id}`)).json()).toEqual({ data: { id: logo.id, deleted: false } });
    expect((await send('GET', '/api/skills/name/logo')).statusCode).toBe(404);
    const taken = await send('PUT', `/api/skills/${logo.id}`, { slug: 'brochure', name: 'Logo igen' });
    expect(taken.statusCode).toBe(422);
    const entries = await auditOf('skill', logo.id);
    expect(entries.slice(before)).toEqual([
      { action: 'skill.disabled', by: employee.id, before: { name: 'Logo', enabled: true }, after: { enabled: false } },
    ]);
    await send('PUT', `/api/skills/${logo.id}`, { enabled: true });
    expect((await auditOf('skill', logo.id)).at(-1)).toMatchObject({
      action: 'skill.updated',
      before: { enabled: false },
      after: { enabled: true },
    });
  });
});

describe('skill group and level writes', () => {
  it('audit a group created, renamed, and disabled while it has skills', async () => {
    const created = await send('POST', '/api/skills/groups', { name: 'Jura', slug: 'jura-test' });
    const { id } = created.json().data;
    await send('PUT', `/api/skills/groups/${id}`, { name: 'Jura og ret' });
    await send('POST', '/api/skills', { skill_group_id: id, key: 'kontrakter', name: 'Kontrakter', slug: 'kontrakter' });
    expect((await send('DELETE', `/api/skills/groups/${id}`)).json()).toEqual({ data: { id, deleted: false } });
    expect((await auditOf('skill_group', id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'skill_group.created', before: null, after: { name: 'Jura', slug: 'jura-test' } },
      { action: 'skill_group.updated', before: { name: 'Jura' }, after: { name: 'Jura og ret' } },
      { action: 'skill_group.disabled', before: { name: 'Jura og ret', enabled: true }, after: { enabled: false } },
    ]);
  });

  it('audit a level created, renamed and deleted; a missing one is 404 without an entry', async () => {
    const created = await send('POST', '/api/levels', { key: 'legend-test', name: 'Legend', order: 40 });
    const { id } = created.json().data;
    await send('PUT', `/api/levels/${id}`, { name: 'Legende' });
    expect((await send('DELETE', `/api/levels/${id}`)).json()).toEqual({ data: { id, deleted: true } });
    expect((await send('DELETE', `/api/levels/${id}`)).statusCode).toBe(404);
    expect((await auditOf('level', id)).map((entry) => entry.action)).toEqual([
      'level.created',
      'level.updated',
      'level.deleted',
    ]);
    expect((await auditOf('level', id))[1]).toMatchObject({ before: { name: 'Legend' }, after: { name: 'Legende' } });
  });
});

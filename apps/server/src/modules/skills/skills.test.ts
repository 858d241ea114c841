import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudent, skillIdOf } from '../../../test/student-factories.ts';

let t: TestApp;
let asCustomer: LoggedIn;
let asEmployee: LoggedIn;
let levelIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const as = (type: 'CUSTOMER' | 'EMPLOYEE') => createUser(db, { type }).then((user) => loginAs(t.app, user));
  [asCustomer, asEmployee] = await Promise.all([as('CUSTOMER'), as('EMPLOYEE')]);
  levelIds = (await t.app.inject({ method: 'GET', url: '/api/levels' })).json().rows.map((row: { id: number }) => row.id);
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; payload?: object } = {},
) => t.app.inject({ method, url, headers: options.headers, payload: options.payload });
const filter = (key: string, value: unknown, operator = 'eq') =>
  qs.stringify({ filter_groups: [{ filters: [{ key, value, operator }] }] });
type SkillRow = { id: number; key: string; slug: string; name: string; paygrades?: unknown[]; skillGroup?: unknown };

describe('GET /api/skills', () => {
  it('lists the whole enabled catalogue in catalogue order, with prices and group when included', async () => {
    const response = await send('GET', '/api/skills?includes[]=paygrades&includes[]=skillGroup');
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json() as { rows: SkillRow[]; total: number };
    expect(total).toBe(55);
    expect(rows[0]?.key).toBe('graphical-software_miscellaneous');
    const logo = rows.find((row) => row.key === 'logo');
    expect(logo).toMatchObject({ slug: 'logo', name: 'Logo', enabled: true, skillGroup: { slug: 'grafik', name: 'Grafik' } });
    expect(logo?.paygrades).toHaveLength(3);
    const plain = (await send('GET', '/api/skills?limit=1')).json().rows[0];
    expect(Object.keys(plain).sort()).toEqual(['enabled', 'id', 'key', 'name', 'skill_group_id', 'slug']);
  });

  it('filters by group, key, slug and enabled', async () => {
    const logo = (await send('GET', `/api/skills?${filter('key', 'logo')}`)).json().rows[0];
    const inGroup = (await send('GET', `/api/skills?${filter('skill_group_id', logo.skill_group_id)}`)).json();
    expect(inGroup.rows.map((row: SkillRow) => row.key)).toEqual(['graphic-design', 'logo', 'business-card', 'brochure']);
    expect((await send('GET', `/api/skills?${filter('slug', 'simple-website')}`)).json().total).toBe(1);
    expect((await send('GET', `/api/skills?${filter('enabled', 0)}`)).json().total).toBe(0);
    for (const query of [filter('price', 1), 'includes[]=students', 'sort[0][key]=created_at']) {
      expect((await send('GET', `/api/skills?${query}`)).statusCode).toBe(400);
    }
  });

  it('finds one skill by id, and by slug, key or name in any case', async () => {
    const id = await skillIdOf(t.database.db, 'web_miscellaneous');
    const byId = (await send('GET', `/api/skills/${id}`)).json().data;
    expect(byId).toMatchObject({ key: 'web_miscellaneous', slug: 'web-miscellaneous', skillGroup: { slug: 'web' } });
    expect(byId.paygrades).toHaveLength(3);
    for (const name of ['web-miscellaneous', 'web_miscellaneous', 'WEB DIVERSE']) {
      expect((await send('GET', `/api/skills/name/${encodeURIComponent(name)}`)).json().data.id, name).toBe(id);
    }
    expect((await send('GET', `/api/skills/${id}?includes[]=skillGroup`)).json().data.paygrades).toBeUndefined();
    expect((await send('GET', '/api/skills/name/findes-ikke')).statusCode).toBe(404);
    expect((await send('GET', '/api/skills/999999')).statusCode).toBe(404);
  });
});

describe('skill administration', () => {
  const newSkill = (overrides: object = {}) => ({
    skill_group_id: 0,
    key: 'podcast-editing',
    name: 'Podcastredigering',
    slug: 'podcast-redigering',
    paygrades: levelIds.map((level_id, index) => ({ level_id, starting_price: 200 + index * 50, type: 'hourly' })),
    ...overrides,
  });
  let groupId: number;
  let created: SkillRow & { skill_group_id: number };

  beforeAll(async () => {
    groupId = (await send('GET', '/api/skills/groups/name/film-og-foto')).json().data.id;
  });

  it('refuses non-employees before looking at the body', async () => {
    expect((await send('POST', '/api/skills', { payload: {} })).statusCode).toBe(401);
    expect((await send('POST', '/api/skills', { payload: {}, headers: asCustomer.headers })).statusCode).toBe(403);
    expect((await send('DELETE', '/api/skills/1', { headers: asCustomer.headers })).statusCode).toBe(403);
  });

  it('creates a skill with its price table', async () => {
    const response = await send('POST', '/api/skills', {
      headers: asEmployee.headers,
      payload: newSkill({ skill_group_id: groupId }),
    });
    expect(response.statusCode).toBe(201);
    created = response.json().data;
    expect(created).toMatchObject({ key: 'podcast-editing', skill_group_id: groupId, skillGroup: { slug: 'film-og-foto' } });
    expect(created.paygrades?.map((p) => (p as { starting_price: number }).starting_price)).toEqual([200, 250, 300]);
  });

  it('answers 422 for taken slugs and keys, unknown groups and levels, and bad shapes', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [newSkill({ skill_group_id: groupId }), { slug: ['validation.unique'] }],
      [newSkill({ skill_group_id: groupId, slug: 'ny-slug' }), { key: ['validation.unique'] }],
      [newSkill({ skill_group_id: 999999, key: 'a', slug: 'a' }), { skill_group_id: ['validation.format'] }],
      [
        newSkill({
          skill_group_id: groupId,
          key: 'b',
          slug: 'b',
          paygrades: [{ level_id: 999999, starting_price: 1, type: 'unit' }],
        }),
        { paygrades: ['validation.format'] },
      ],
      [newSkill({ skill_group_id: groupId, key: 'c', slug: 'C D' }), { slug: ['validation.format'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await send('POST', '/api/skills', { headers: asEmployee.headers, payload });
      expect(response.statusCode, JSON.stringify(errors)).toBe(422);
      expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors });
    }
  });

  it('edits name and replaces the price table', async () => {
    const [first] = levelIds;
    const response = await send('PUT', `/api/skills/${created.id}`, {
      headers: asEmployee.headers,
      payload: { name: 'Podcast', paygrades: [{ level_id: first, starting_price: 999, type: 'unit' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Podcast',
      paygrades: [{ level_id: first, starting_price: 999, type: 'unit' }],
    });
    expect(response.json().data.paygrades).toHaveLength(1);
    expect((await send('PUT', '/api/skills/999999', { headers: asEmployee.headers, payload: { name: 'x' } })).statusCode).toBe(
      404,
    );
  });

  it('hides a disabled skill, and the skills of a disabled group, from non-employees', async () => {
    await send('PUT', `/api/skills/${created.id}`, { headers: asEmployee.headers, payload: { enabled: false } });
    for (const url of [`/api/skills/${created.id}`, '/api/skills/name/podcast-redigering']) {
      expect((await send('GET', url, { headers: asCustomer.headers })).statusCode).toBe(404);
      expect((await send('GET', url, { headers: asEmployee.headers })).statusCode).toBe(200);
    }
    expect((await send('GET', '/api/skills')).json().total).toBe(55);
    expect((await send('GET', '/api/skills', { headers: asEmployee.headers })).json().total).toBe(56);

    await send('PUT', `/api/skills/groups/${groupId}`, { headers: asEmployee.headers, payload: { enabled: false } });
    expect((await send('GET', '/api/skills')).json().total).toBe(52);
    expect((await send('GET', '/api/skills/name/foto')).statusCode).toBe(404);
    await send('PUT', `/api/skills/groups/${groupId}`, { headers: asEmployee.headers, payload: { enabled: true } });
  });

  it('destroys an unused skill and only disables one that students offer', async () => {
    expect((await send('DELETE', `/api/skills/${created.id}`, { headers: asEmployee.headers })).json()).toEqual({
      data: { id: created.id, deleted: true },
    });
    await createStudent(t.database.db, { skills: ['foto'] });
    const fotoId = await skillIdOf(t.database.db, 'foto');
    expect((await send('DELETE', `/api/skills/${fotoId}`, { headers: asEmployee.headers })).json()).toEqual({
      data: { id: fotoId, deleted: false },
    });
    expect((await send('GET', `/api/skills/${fotoId}`, { headers: asEmployee.headers })).json().data.enabled).toBe(false);
    expect((await send('GET', `/api/skills/${fotoId}`)).statusCode).toBe(404);
  });
});

import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudent, skillIdOf } from '../../../test/student-factories.ts';

let t: TestApp;
let asCustomer: LoggedIn;
let asEmployee: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const as = (type: 'CUSTOMER' | 'EMPLOYEE') => createUser(db, { type }).then((user) => loginAs(t.app, user));
  [asCustomer, asEmployee] = await Promise.all([as('CUSTOMER'), as('EMPLOYEE')]);
  // Offered by visible students: logo (grafik) and seo (web). Only hidden students offer foto.
  await createStudent(db, { skills: ['logo'] });
  await createStudent(db, { skills: ['seo'] });
  await createStudent(db, { skills: ['foto'], isPrivate: true });
  await createStudent(db, { skills: ['foto'], activated: false });
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; payload?: object } = {},
) => t.app.inject({ method, url, headers: options.headers, payload: options.payload });
const query = (filters: { key: string; value: unknown }[], includes: string[] = []) =>
  qs.stringify({ filter_groups: [{ filters: filters.map((f) => ({ ...f, operator: 'eq' })) }], includes });
type Group = { slug: string; skills?: { key: string; enabled: boolean; paygrades?: unknown[] }[] };
const slugs = (response: { json: () => { rows: Group[] } }) => response.json().rows.map((row) => row.slug);

describe('GET /api/skills/groups', () => {
  it('lists the 14 groups by order in the documented row shape', async () => {
    const response = await send('GET', '/api/skills/groups');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(14);
    expect(response.json().rows[0]).toEqual({
      id: expect.any(Number),
      name: 'Grafisk software',
      slug: 'grafisk-software',
      order: 1,
      enabled: true,
    });
  });

  it('includes skills and their prices for the catalogue pages', async () => {
    const response = await send(
      'GET',
      `/api/skills/groups?${query(
        [
          { key: 'enabled', value: 1 },
          { key: 'skills.enabled', value: 1 },
        ],
        ['skills', 'skills.paygrades'],
      )}`,
    );
    const web = (response.json().rows as Group[]).find((row) => row.slug === 'web');
    expect(web?.skills?.map((skill) => skill.key)).toEqual([
      'simple-website',
      'advanced-website',
      'webshop',
      'seo',
      'website-maintenance',
      'web_miscellaneous',
    ]);
    expect(web?.skills?.[0]).toEqual({
      id: expect.any(Number),
      key: 'simple-website',
      name: 'Simpel hjemmeside',
      slug: 'simple-website',
      enabled: true,
      skill_group_id: expect.any(Number),
      paygrades: [
        { id: expect.any(Number), level_id: expect.any(Number), starting_price: 3000, type: 'unit' },
        { id: expect.any(Number), level_id: expect.any(Number), starting_price: 4500, type: 'unit' },
        { id: expect.any(Number), level_id: expect.any(Number), starting_price: 6000, type: 'unit' },
      ],
    });
  });

  it('keeps only groups with a skill offered by a visible student for hasSkillsWithStudents', async () => {
    expect(slugs(await send('GET', `/api/skills/groups?${query([{ key: 'hasSkillsWithStudents', value: 1 }])}`))).toEqual([
      'grafik',
      'web',
    ]);
    const without = await send('GET', `/api/skills/groups?${query([{ key: 'hasSkillsWithStudents', value: '0' }])}`);
    expect(without.json().total).toBe(12);
  });

  it('shows disabled skills and groups to employees only; skills.enabled narrows what employees get', async () => {
    const seoId = await skillIdOf(t.database.db, 'seo');
    await send('PUT', `/api/skills/${seoId}`, { headers: asEmployee.headers, payload: { enabled: false } });
    const web = async (headers: Record<string, string>, filters: { key: string; value: unknown }[] = []) =>
      ((await send('GET', `/api/skills/groups?${query(filters, ['skills'])}`, { headers })).json().rows as Group[]).find(
        (row) => row.slug === 'web',
      );
    expect((await web(asCustomer.headers))?.skills?.map((s) => s.key)).not.toContain('seo');
    expect((await web(asEmployee.headers))?.skills?.map((s) => s.key)).toContain('seo');
    expect((await web(asEmployee.headers, [{ key: 'skills.enabled', value: 1 }]))?.skills?.map((s) => s.key)).not.toContain(
      'seo',
    );
    expect((await web(asEmployee.headers, [{ key: 'skills.enabled', value: 0 }]))?.skills?.map((s) => s.key)).toEqual(['seo']);
    // The only visible student offering web now offers a disabled skill.
    expect(slugs(await send('GET', `/api/skills/groups?${query([{ key: 'hasSkillsWithStudents', value: 1 }])}`))).toEqual([
      'grafik',
    ]);
    await send('PUT', `/api/skills/${seoId}`, { headers: asEmployee.headers, payload: { enabled: true } });
  });

  it('finds one group by id, slug or name, with its skills unless narrowed', async () => {
    const bySlug = (await send('GET', '/api/skills/groups/name/oekonomi')).json().data;
    expect(bySlug).toMatchObject({ slug: 'oekonomi', name: 'Økonomi' });
    expect(bySlug.skills.map((skill: { key: string }) => skill.key)).toEqual([
      'accounting',
      'bookkeeping',
      'annual-accounts',
      'vat-reporting',
      'payroll',
    ]);
    expect(bySlug.skills[0].paygrades).toHaveLength(3);
    expect((await send('GET', `/api/skills/groups/name/${encodeURIComponent('ØKONOMI')}`)).json().data.id).toBe(bySlug.id);
    const narrow = (await send('GET', `/api/skills/groups/${bySlug.id}?includes[]=skills`)).json().data;
    expect(narrow.skills[0].paygrades).toBeUndefined();
    expect((await send('GET', '/api/skills/groups/name/findes-ikke')).statusCode).toBe(404);
    expect((await send('GET', '/api/skills/groups/999999')).statusCode).toBe(404);
  });

  it.each([
    ['an unknown filter', qs.stringify({ filter_groups: [{ filters: [{ key: 'skills.name', value: 'x' }] }] })],
    ['a bad flag', qs.stringify({ filter_groups: [{ filters: [{ key: 'hasSkillsWithStudents', value: 'ja' }] }] })],
    [
      'a flag with another operator',
      qs.stringify({ filter_groups: [{ filters: [{ key: 'skills.enabled', value: 1, operator: 'gt' }] }] }),
    ],
    ['an unknown include', 'includes[]=students'],
  ])('answers 400 INVALID_QUERY for %s', async (_label, q) => {
    expect((await send('GET', `/api/skills/groups?${q}`)).json()).toEqual({ message: 'INVALID_QUERY' });
  });
});

describe('skill group administration', () => {
  it('creates, edits, hides and destroys an empty group', async () => {
    expect((await send('POST', '/api/skills/groups', { payload: {}, headers: asCustomer.headers })).statusCode).toBe(403);
    const created = await send('POST', '/api/skills/groups', {
      headers: asEmployee.headers,
      payload: { name: 'Jura', slug: 'jura', order: 15 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toEqual({ id, name: 'Jura', slug: 'jura', order: 15, enabled: true });
    const taken = await send('POST', '/api/skills/groups', {
      headers: asEmployee.headers,
      payload: { name: 'Igen', slug: 'jura' },
    });
    expect(taken.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { slug: ['validation.unique'] } });

    await send('PUT', `/api/skills/groups/${id}`, { headers: asEmployee.headers, payload: { enabled: false } });
    expect((await send('GET', `/api/skills/groups/${id}`)).statusCode).toBe(404);
    expect(slugs(await send('GET', '/api/skills/groups'))).not.toContain('jura');
    expect(slugs(await send('GET', '/api/skills/groups', { headers: asEmployee.headers }))).toContain('jura');

    expect((await send('DELETE', `/api/skills/groups/${id}`, { headers: asEmployee.headers })).json()).toEqual({
      data: { id, deleted: true },
    });
  });

  it('disables a group that still has skills instead of destroying it', async () => {
    const hr = (await send('GET', '/api/skills/groups/name/hr')).json().data;
    expect((await send('DELETE', `/api/skills/groups/${hr.id}`, { headers: asEmployee.headers })).json()).toEqual({
      data: { id: hr.id, deleted: false },
    });
    expect((await send('GET', '/api/skills/groups/name/hr')).statusCode).toBe(404);
    await send('PUT', `/api/skills/groups/${hr.id}`, { headers: asEmployee.headers, payload: { enabled: true } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

let t: TestApp;
let asCustomer: LoggedIn;
let asStudent: LoggedIn;
let asEmployee: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const as = (type: 'CUSTOMER' | 'STUDENT' | 'EMPLOYEE') => createUser(db, { type }).then((user) => loginAs(t.app, user));
  [asCustomer, asStudent, asEmployee] = await Promise.all([as('CUSTOMER'), as('STUDENT'), as('EMPLOYEE')]);
});
afterAll(() => t.close());

const request = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; payload?: object } = {},
) => t.app.inject({ method, url, headers: options.headers, payload: options.payload });
const keys = (response: { json: () => { rows: { key: string }[] } }) => response.json().rows.map((row) => row.key);

describe('GET /api/levels', () => {
  it('lists the enabled levels by order for everyone', async () => {
    for (const headers of [{}, asCustomer.headers, asStudent.headers]) {
      const response = await request('GET', '/api/levels', { headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        total: 3,
        rows: [
          { id: expect.any(Number), key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
          { id: expect.any(Number), key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
          { id: expect.any(Number), key: 'mastermind', name: 'Mastermind', order: 3, enabled: true },
        ],
      });
    }
  });

  it('takes the list query (filters, sorts, paging) and refuses anything else', async () => {
    const sorted = await request('GET', '/api/levels?sort[0][key]=name&sort[0][direction]=DESC&limit=2');
    expect(sorted.json()).toMatchObject({ total: 3 });
    expect(keys(sorted)).toEqual(['rough-diamond', 'rising-star']);
    const filtered = await request(
      'GET',
      '/api/levels?filter_groups[0][filters][0][key]=key&filter_groups[0][filters][0][value]=mastermind',
    );
    expect(keys(filtered)).toEqual(['mastermind']);
    for (const query of ['sort[0][key]=created_at', 'includes[]=students', 'filter_groups[0][filters][0][key]=secret']) {
      expect((await request('GET', `/api/levels?${query}`)).json()).toEqual({ message: 'INVALID_QUERY' });
    }
  });
});

describe('level administration', () => {
  it('is for employees only, checked before the body', async () => {
    const body = { key: 'x' };
    expect((await request('POST', '/api/levels', { payload: body })).statusCode).toBe(401);
    expect((await request('POST', '/api/levels', { payload: body, headers: asCustomer.headers })).statusCode).toBe(403);
    expect((await request('PUT', '/api/levels/1', { payload: body, headers: asStudent.headers })).statusCode).toBe(403);
    expect((await request('DELETE', '/api/levels/1', { headers: asCustomer.headers })).statusCode).toBe(403);
  });

  it('validates the body with field codes', async () => {
    const response = await request('POST', '/api/levels', {
      headers: asEmployee.headers,
      payload: { key: 'Not A Slug', order: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'VALIDATION_FAILED',
      errors: { key: ['validation.format'], name: ['validation.required'], order: ['validation.min'] },
    });
    const taken = await request('POST', '/api/levels', {
      headers: asEmployee.headers,
      payload: { key: 'mastermind', name: 'Igen', order: 9 },
    });
    expect(taken.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { key: ['validation.unique'] } });
  });

  it('creates, edits and destroys an unused level; a disabled one is hidden from non-employees', async () => {
    const created = await request('POST', '/api/levels', {
      headers: asEmployee.headers,
      payload: { key: 'legend', name: 'Legend', order: 4, enabled: false },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(keys(await request('GET', '/api/levels'))).not.toContain('legend');
    expect(keys(await request('GET', '/api/levels', { headers: asEmployee.headers }))).toContain('legend');
    expect((await request('GET', `/api/levels/${id}`)).statusCode).toBe(404);
    expect((await request('GET', `/api/levels/${id}`, { headers: asEmployee.headers })).json().data.enabled).toBe(false);

    const edited = await request('PUT', `/api/levels/${id}`, { headers: asEmployee.headers, payload: { enabled: true } });
    expect(edited.json().data).toMatchObject({ key: 'legend', enabled: true });
    expect((await request('GET', `/api/levels/${id}`)).json().data.name).toBe('Legend');

    const removed = await request('DELETE', `/api/levels/${id}`, { headers: asEmployee.headers });
    expect(removed.json()).toEqual({ data: { id, deleted: true } });
    expect((await request('GET', `/api/levels/${id}`, { headers: asEmployee.headers })).statusCode).toBe(404);
    expect((await request('DELETE', `/api/levels/${id}`, { headers: asEmployee.headers })).statusCode).toBe(404);
    expect((await request('PUT', `/api/levels/${id}`, { headers: asEmployee.headers, payload: { name: 'x' } })).statusCode).toBe(
      404,
    );
  });

  it('disables instead of destroying a level that students or prices use', async () => {
    const [mastermind] = (
      await request('GET', '/api/levels?filter_groups[0][filters][0][key]=key&filter_groups[0][filters][0][value]=mastermind')
    ).json().rows;
    const removed = await request('DELETE', `/api/levels/${mastermind.id}`, { headers: asEmployee.headers });
    expect(removed.json()).toEqual({ data: { id: mastermind.id, deleted: false } });
    expect(keys(await request('GET', '/api/levels'))).toEqual(['rough-diamond', 'rising-star']);
    await request('PUT', `/api/levels/${mastermind.id}`, { headers: asEmployee.headers, payload: { enabled: true } });
    expect(keys(await request('GET', '/api/levels'))).toHaveLength(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { buildWorld, type World } from './route-world.ts';

/** The fuzzer's finds, kept as plain regression tests (each was a 500 before its fix). */
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('requests the fuzzer found answered with 500', () => {
  it.each([
    ['multipart/form-data', '{"a":'],
    ['multipart/form-data; boundary=xx', 'garbage'],
    ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nxx'],
  ])('a body that claims to be %s but is not is a 4xx', async (contentType, payload) => {
    for (const url of ['/api/files', `/api/users/avatar/${w.users.customerA.id}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...w.headers.customerA, 'content-type': contentType },
        payload,
      });
      // 400 for a broken body; the files route may first miss its projectId field (422).
      expect([400, 422], `${url}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it.each(['/api/skills/name/%00', '/api/skills/groups/name/a%00b', '/api/students/slug/%F0%B3%91%92%00%01'])(
    'a NUL byte in a path parameter is 404: %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: w.headers.customerA });
      expect(response.statusCode).toBe(404);
    },
  );

  it('an employee editing their own record with nothing in it keeps it unchanged', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${w.users.employee.accountId}`,
      headers: w.headers.employee,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { name: string } }>().data.name).toBe('Eva Ansat');
  });

  it('the API reference serves its OpenAPI document as JSON and YAML', async () => {
    const json = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json<{ paths: Record<string, unknown> }>().paths['/api/health']).toBeDefined();
    const yaml = await t.app.inject({ url: '/api/docs/openapi.yaml' });
    expect(yaml.body).toContain('/api/health');
  });
});

describe('ids in bodies beyond the integer column', () => {
  it.each([
    ['/api/skills', { skill_group_id: 2_147_483_648, key: 'for-stor', name: 'For stor', slug: 'for-stor' }, 'skill_group_id'],
    [
      '/api/skills',
      {
        skill_group_id: 1,
        key: 'for-stor',
        name: 'For stor',
        slug: 'for-stor',
        paygrades: [{ level_id: 1e12, starting_price: 1, type: 'hourly' }],
      },
      'paygrades.0.level_id',
    ],
  ])('POST %s answers 422 on the field', async (url, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url, headers: w.headers.employee, payload });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
  });
});

import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Anna Admin' });
  await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Bo Berg' });
  await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Carl Clausen' });
  headers = (await loginAs(t.app, admin)).headers;
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/employees?${query}`, headers });

describe('list-query convention on GET /api/employees', () => {
  it('filters with bracket notation and with JSON-encoded groups alike', async () => {
    const bracket = qs.stringify({ filter_groups: [{ filters: [{ key: 'name', operator: 'sw', value: 'Bo' }] }] });
    const json = `filter_groups=${encodeURIComponent(JSON.stringify([{ filters: [{ key: 'name', operator: 'sw', value: 'Bo' }] }]))}`;
    for (const query of [bracket, json]) {
      const response = await list(query);
      expect(response.statusCode).toBe(200);
      expect(response.json().rows.map((r: { name: string }) => r.name)).toEqual(['Bo Berg']);
      expect(response.json().total).toBe(1);
    }
  });

  it('ORs filters in a group with or, ANDs groups, and negates with not', async () => {
    const query = qs.stringify({
      filter_groups: [
        {
          or: true,
          filters: [
            { key: 'name', operator: 'sw', value: 'Bo' },
            { key: 'name', operator: 'sw', value: 'Carl' },
          ],
        },
        { filters: [{ key: 'name', operator: 'ct', value: 'berg', not: true }] },
      ],
    });
    const response = await list(query);
    expect(response.json().rows.map((r: { name: string }) => r.name)).toEqual(['Carl Clausen']);
  });

  it('sorts, pages (0-based) and counts the total regardless of the page', async () => {
    const query = qs.stringify({ sort: [{ key: 'name', direction: 'DESC' }], limit: 1, page: 1 });
    const response = await list(query);
    expect(response.json()).toMatchObject({ total: 3, rows: [{ name: 'Bo Berg' }] });
  });

  it('filters timestamps by date with gt, lt and bt (a Date reaches the driver, never a 500)', async () => {
    const filter = (operator: string, value: unknown) =>
      list(qs.stringify({ filter_groups: [{ filters: [{ key: 'created_at', operator, value }] }] }));
    expect((await filter('gt', '2000-01-01')).json().total).toBe(3);
    expect((await filter('lt', '2000-01-01')).json().total).toBe(0);
    expect((await filter('bt', ['2000-01-01', '2999-12-31'])).json().total).toBe(3);
  });

  it('treats a ct value literally, not as a LIKE pattern', async () => {
    const response = await list(qs.stringify({ filter_groups: [{ filters: [{ key: 'name', operator: 'ct', value: '%' }] }] }));
    expect(response.json().total).toBe(0);
  });

  it('only includes the user when asked', async () => {
    const without = await list('');
    expect(without.json().rows[0].user).toBeUndefined();
    const withUser = await list('includes[]=user');
    expect(withUser.json().rows[0].user.email).toContain('@');
  });

  it.each([
    ['unknown filter key', qs.stringify({ filter_groups: [{ filters: [{ key: 'password_hash', value: 'x' }] }] })],
    ['unknown operator', qs.stringify({ filter_groups: [{ filters: [{ key: 'name', operator: 'like', value: 'x' }] }] })],
    ['unknown sort key', qs.stringify({ sort: [{ key: 'password_hash' }] })],
    ['unknown include', 'includes[]=secrets'],
    ['malformed JSON', 'filter_groups=%5B%7B'],
    ['wrong type for a number column', qs.stringify({ filter_groups: [{ filters: [{ key: 'id', value: 'abc' }] }] })],
    ['out-of-range integer', qs.stringify({ filter_groups: [{ filters: [{ key: 'id', value: '99999999999' }] }] })],
    ['bad date', qs.stringify({ filter_groups: [{ filters: [{ key: 'created_at', operator: 'gt', value: 'yesterday-ish' }] }] })],
    ['between with one value', qs.stringify({ filter_groups: [{ filters: [{ key: 'id', operator: 'bt', value: [1] }] }] })],
    ['negative page', 'page=-1'],
    ['limit too big', 'limit=100000'],
    ['prototype key', qs.stringify({ filter_groups: [{ filters: [{ key: '__proto__', value: 'x' }] }] })],
    ['inherited key', qs.stringify({ sort: [{ key: 'toString' }] })],
  ])('answers 400 INVALID_QUERY for %s', async (_label, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'INVALID_QUERY' });
  });

  it('property: arbitrary filter_groups never yield a 500', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 4 }),
    );
    const filter = fc.record(
      {
        key: fc.oneof(fc.constantFrom('name', 'id', 'created_at', 'email', 'activated'), fc.string({ maxLength: 10 })),
        operator: fc.oneof(
          fc.constantFrom('eq', 'neq', 'ct', 'sw', 'ew', 'gt', 'gte', 'lt', 'lte', 'in', 'bt'),
          fc.string({ maxLength: 4 }),
        ),
        value,
        not: fc.oneof(fc.boolean(), fc.string({ maxLength: 3 })),
      },
      { requiredKeys: ['key'] },
    );
    const groups = fc.array(
      fc.record({ or: fc.boolean(), filters: fc.array(filter, { maxLength: 4 }) }, { requiredKeys: ['filters'] }),
      { maxLength: 3 },
    );
    const encoding = fc.constantFrom('brackets', 'json');
    await fc.assert(
      fc.asyncProperty(groups, encoding, async (filterGroups, how) => {
        const query =
          how === 'json'
            ? `filter_groups=${encodeURIComponent(JSON.stringify(filterGroups))}`
            : qs.stringify({ filter_groups: filterGroups });
        const response = await list(query);
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json()).toEqual({ message: 'INVALID_QUERY' });
      }),
      { numRuns: 150 },
    );
  });

  it('is for employees only', async () => {
    const customer = await createUser(t.database.db, { type: 'CUSTOMER' });
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/employees',
      headers: (await loginAs(t.app, customer)).headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/employees' });
    expect(anonymous.statusCode).toBe(401);
  });
});

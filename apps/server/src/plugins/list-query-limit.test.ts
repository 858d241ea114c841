import { pageSizes } from '@studiekraft/shared/constants/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { students } from '../db/schema/index.ts';
import { type ListResource, maxLimitFor, parseListQuery } from './list-query.ts';

const resource: ListResource = { filters: { name: students.name }, sorts: {}, includes: [], defaultLimit: 999 };

describe('the limit cap of the list-query convention', () => {
  it('caps a requested limit at 100 unless the caller allows more, with 400 INVALID_QUERY rather than a short page', () => {
    expect(parseListQuery({ limit: '100' }, resource).limit).toBe(100);
    expect(() => parseListQuery({ limit: '101' }, resource)).toThrow('INVALID_QUERY');
    expect(parseListQuery({ limit: '9999' }, resource, { maxLimit: pageSizes.maxLimit }).limit).toBe(9999);
    expect(() => parseListQuery({ limit: '10000' }, resource, { maxLimit: pageSizes.maxLimit })).toThrow('INVALID_QUERY');
  });

  it("leaves the resource's own default alone (the server's choice, not the client's)", () => {
    expect(parseListQuery({}, resource).limit).toBe(999);
  });

  it('gives 9999 to staff only; customers and students get the anonymous cap', () => {
    expect(maxLimitFor(null)).toBe(100);
    expect(maxLimitFor({ userId: 1, accountType: 'CUSTOMER' })).toBe(100);
    expect(maxLimitFor({ userId: 1, accountType: 'STUDENT' })).toBe(100);
    expect(maxLimitFor({ userId: 1, accountType: 'EMPLOYEE' })).toBe(9999);
  });
});

describe('lists of the viewer’s own rows keep the spec’s large pages', () => {
  let t: TestApp;
  let asCustomer: LoggedIn;
  let asEmployee: LoggedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    [asCustomer, asEmployee] = await Promise.all([
      createUser(t.database.db, { type: 'CUSTOMER' }).then((user) => loginAs(t.app, user)),
      createUser(t.database.db, { type: 'EMPLOYEE' }).then((user) => loginAs(t.app, user)),
    ]);
  });
  afterAll(() => t.close());

  it.each([
    ['/api/conversations?limit=999', 'customer'],
    ['/api/projects?limit=999', 'customer'],
    ['/api/employees?limit=999', 'employee'],
    ['/api/customers?limit=999', 'employee'],
    ['/api/skills?limit=9999', 'employee'],
  ])('%s as %s', async (url, who) => {
    const response = await t.app.inject({ method: 'GET', url, headers: (who === 'customer' ? asCustomer : asEmployee).headers });
    expect(response.statusCode).toBe(200);
  });

  it.each(['/api/skills?limit=101', '/api/skills/groups?limit=101', '/api/levels?limit=101'])(
    'caps the public catalogue for a customer: %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: asCustomer.headers });
      expect(response.statusCode).toBe(400);
    },
  );
});

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { isApiDocs, leakedFields } from './answer-fields.ts';
import { injectCase, type RouteCase } from './route-cases/route-case.ts';
import { routeCases } from './route-cases.ts';
import { buildWorld, type Role, roles, type World } from './route-world.ts';
import { type StaleIdentities, staleIdentities, staleKinds } from './stale-identities.ts';
import { writeStandInWebBuild } from './web-build-stand-in.ts';

/**
 * Every registered route x every role, with the other party's ids, against the statuses in
 * route-cases.ts. A route without a row fails here, so no endpoint ships without deciding who may call it.
 */
let t: TestApp;
let shared: World;
let stale: StaleIdentities;

beforeAll(async () => {
  t = await buildTestApp({ config: { webDist: writeStandInWebBuild() } });
  shared = await buildWorld(t.app);
  stale = await staleIdentities(t.app, shared);
});
afterAll(async () => {
  await t?.close();
});

const keyOf = (c: RouteCase) => c.route;
const methodOf = (c: RouteCase) => c.route.split(' ')[0] as InjectOptions['method'];

async function call(c: RouteCase, role: Role) {
  // A read cannot disturb the next cell; a write gets a world of its own so each role starts equal.
  const world = methodOf(c) === 'GET' && !c.world ? shared : await buildWorld(t.app, c.world);
  const request = await c.request(world, role);
  const response = await injectCase(t.app, c, request, { ...world.headers[role], ...request.headers });
  // What leaves the server: every JSON answer's fields against what this role may see (issue 33).
  // The API's own description (its schemas name `password` and `notes`) is not data about anyone.
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json') && !isApiDocs(request.url);
  const leaked = isJson ? leakedFields(response.statusCode, response.json(), role, world, request.payload) : [];
  return { response, leaked };
}

describe('authorisation matrix', () => {
  it('has a row for every registered route, and every row names a registered route', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const covered = new Set(routeCases.map(keyOf));
    expect([...registered].filter((r) => !covered.has(r)).sort(), 'routes without a row').toEqual([]);
    expect([...covered].filter((r) => !registered.has(r)).sort(), 'rows without a route').toEqual([]);
  });

  it.each(routeCases.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    const mismatches: string[] = [];
    for (const role of roles) {
      const { response, leaked } = await call(c, role);
      if (response.statusCode !== c.expect[role]) {
        mismatches.push(`${role}: expected ${c.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      if (leaked.length > 0) mismatches.push(`${role} sees ${leaked.join(', ')}`);
    }
    expect(mismatches).toEqual([]);
  });
});

/**
 * Issue 33: a token whose session ended is refused by every route, public ones too, before the route
 * looks at anything: each row's request is sent with the three stale identities' tokens against the
 * shared world (had one got through, the write would show in the rows after it).
 */
describe('authorisation matrix: tokens of ended sessions', () => {
  it.each(routeCases.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    const mismatches: string[] = [];
    for (const identity of staleKinds) {
      const request = await c.request(shared, stale[identity].role);
      const response = await injectCase(t.app, c, request, { ...request.headers, ...stale[identity].headers });
      if (response.statusCode !== 401 || response.json<{ message?: string }>().message !== 'SESSION_REVOKED')
        mismatches.push(`${identity}: got ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(mismatches).toEqual([]);
  });
});

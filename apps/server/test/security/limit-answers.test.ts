import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { injectCase, type RouteCase } from './route-cases/route-case.ts';
import { routeCases } from './route-cases.ts';
import { buildWorld, type Role, roles, type World } from './route-world.ts';
import { writeStandInWebBuild } from './web-build-stand-in.ts';

/**
 * Issue 34: the web app says a limit is a limit and when to try again (apps/web/src/lib/rate-limit-message.ts),
 * which it can only do if every 429 is the API's TOO_MANY_REQUESTS with a Retry-After in seconds. Each route
 * with a limit (found by its preHandler as it registers, so a new limited route is covered at once) is
 * called with its authorisation-matrix request from an address of its own until the limit answers.
 */
const windowMs = 10 * 60_000;
const limits = { loginPerIp: 2, perEmail: 1, refreshPerIp: 2, windowMs };
// The confirmation link's per-IP limit is a fixed 60 (users/routes.ts), the largest any route has.
const maxAttempts = 70;

let t: TestApp;
let shared: World;

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimits: limits, webDist: writeStandInWebBuild() } });
  shared = await buildWorld(t.app);
});
afterAll(async () => {
  await t?.close();
});

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const limitedRoutes = () => t.app.registeredRoutes.filter((route) => route.rateLimited).map(keyOf);

/** The matrix row's most allowed caller (lowest expected status), so the request gets past authorisation. */
function callerOf(c: RouteCase): Role {
  return [...roles].sort((a, b) => c.expect[a] - c.expect[b])[0] as Role;
}

describe('every limited route answers 429 the way the web app reads it', () => {
  it('finds the limited routes, among them every form the web app shows a limit on', () => {
    expect(limitedRoutes()).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/reset/request',
        'POST /api/auth/reset/change',
        'GET /api/users/confirmation/:token',
        'POST /api/users/confirmation/resend',
        'POST /api/customers',
        'POST /api/customers/quick',
        'POST /api/newsletters/subscribe/public',
        'POST /api/vat/check',
        'POST /api/students/applications',
      ]),
    );
  });

  it('has a matrix row to call each limited route with', () => {
    const covered = new Set(routeCases.map((c) => c.route));
    expect(limitedRoutes().filter((route) => !covered.has(route))).toEqual([]);
  });

  it('answers TOO_MANY_REQUESTS with Retry-After in whole seconds within the window, on each limited route', async () => {
    const failures: string[] = [];
    for (const [index, route] of limitedRoutes().entries()) {
      const c = routeCases.find((row) => row.route === route && !row.variant) ?? routeCases.find((row) => row.route === route);
      if (!c) continue;
      const method = route.split(' ')[0] as InjectOptions['method'];
      const role = callerOf(c);
      // Each route from its own address, so one route's budget never answers for another's.
      const remoteAddress = `10.34.${index}.7`;
      let world = method === 'GET' && !c.world ? shared : await buildWorld(t.app, c.world);
      let answer: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      for (let attempt = 0; attempt < maxAttempts; attempt++) {
        const request = await c.request(world, role);
        answer = await injectCase(t.app, c, request, { ...world.headers[role], ...request.headers }, remoteAddress);
        if (answer.statusCode === 429) break;
        // A write that went through may have used up its world (a deleted account, a used token).
        if (method !== 'GET' && answer.statusCode < 300) world = await buildWorld(t.app, c.world);
      }
      const retryAfter = String(answer?.headers['retry-after'] ?? '');
      const seconds = Number(retryAfter);
      if (answer?.statusCode !== 429) failures.push(`${route}: no 429 in ${maxAttempts} calls (last ${answer?.statusCode})`);
      else if (answer.json<{ message?: string }>().message !== 'TOO_MANY_REQUESTS') failures.push(`${route}: ${answer.body}`);
      else if (!/^\d+$/.test(retryAfter) || seconds < 1 || seconds > windowMs / 1000)
        failures.push(`${route}: Retry-After '${retryAfter}'`);
    }
    expect(failures).toEqual([]);
  });
});

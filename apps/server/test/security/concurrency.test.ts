import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, messages, outboxEmails, payouts, projectEvents } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { injectCase, type RouteCase } from './route-cases/route-case.ts';
import { routeCases } from './route-cases.ts';
import { buildWorld, type Role } from './route-world.ts';
import { writeStandInWebBuild } from './web-build-stand-in.ts';

/**
 * Issue 33: every state-changing action that people double-click or race, fired twice at once. Exactly
 * one effect: the rows written by the pair equal the rows written by one call in a world of its own,
 * and the second answer is a clean 409, the same answer as the first, or for a delete that removed the
 * row the 404 of a row that is gone. (A second price offer is an edit by design, so it is not here.)
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { webDist: writeStandInWebBuild() } });
});
afterAll(async () => {
  await t?.close();
});

/** The tables an action writes its effects to: history, lines, money and mail. */
const effectTables = { auditLog, messages, projectEvents, invoices, payouts, outboxEmails };
type Counts = Record<keyof typeof effectTables, number>;

async function rowCounts(): Promise<Counts> {
  const entries = await Promise.all(
    Object.entries(effectTables).map(async ([name, table]) => {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

const delta = (before: Counts, after: Counts) =>
  Object.fromEntries(Object.keys(effectTables).map((name) => [name, after[name as keyof Counts] - before[name as keyof Counts]]));

const raced: { route: string; variant?: string; role: Role }[] = [
  { route: 'POST /api/projects/:id/acceptPriceOffer', role: 'customerA' },
  { route: 'POST /api/projects/:id/finalize', role: 'studentA' },
  { route: 'POST /api/projects/:id/cancel', role: 'customerA' },
  { route: 'PUT /api/projects/:id', role: 'employee' },
  { route: 'PUT /api/projects/:id', variant: 'the price of an invoiced project', role: 'employee' },
  { route: 'DELETE /api/projects/:id', role: 'employee' },
  { route: 'POST /api/invoices/:id/credit', role: 'employee' },
  { route: 'POST /api/invoices/:id/paid', role: 'employee' },
  { route: 'PUT /api/users/deactivate/:id', role: 'employee' },
  { route: 'PUT /api/users/activate/:id', variant: "another employee's", role: 'employee' },
  { route: 'DELETE /api/users/:id', variant: 'a student without projects, from the back office', role: 'employee' },
  { route: 'DELETE /api/customers/:id', role: 'employee' },
  { route: 'POST /api/students/:id/application/accept', role: 'employee' },
  { route: 'POST /api/students/:id/application/reject', role: 'employee' },
];

function caseOf(route: string, variant?: string): RouteCase {
  const found = routeCases.find((c) => c.route === route && c.variant === variant);
  if (!found) throw new Error(`no matrix row for ${route} ${variant ?? ''}`);
  return found;
}

async function send(c: RouteCase, role: Role, world: Awaited<ReturnType<typeof buildWorld>>) {
  const request = await c.request(world, role);
  return injectCase(t.app, c, request, { ...world.headers[role], ...request.headers });
}

describe('the same action twice at once', () => {
  it.each(raced.map((r) => [`${r.route}${r.variant ? ` (${r.variant})` : ''}`, r] as const))('%s', async (_name, r) => {
    const c = caseOf(r.route, r.variant);
    const success = c.expect[r.role];

    const alone = await buildWorld(t.app, c.world);
    const beforeOne = await rowCounts();
    expect((await send(c, r.role, alone)).statusCode).toBe(success);
    const one = delta(beforeOne, await rowCounts());

    const world = await buildWorld(t.app, c.world);
    const beforePair = await rowCounts();
    const answers = await Promise.all([send(c, r.role, world), send(c, r.role, world)]);
    const pair = delta(beforePair, await rowCounts());

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses, answers.map((answer) => answer.body.slice(0, 200)).join(' | ')).toContain(success);
    const other = answers[statuses.indexOf(success) === 0 ? 1 : 0];
    if (other?.statusCode === success) {
      // Both succeeded: then they must say the same thing (an idempotent action), not do it twice.
      const [first, second] = answers.map((answer) => answer.json());
      expect(second).toEqual(first);
    } else {
      const gone = r.route.startsWith('DELETE ') ? [409, 404] : [409];
      expect(gone).toContain(other?.statusCode);
    }
    expect(pair).toEqual(one);
  });
});

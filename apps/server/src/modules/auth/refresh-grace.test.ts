import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRotations, loginAs, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { endUserSessions } from './session-version-repository.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.database.db, { type: 'CUSTOMER' });
  student = await createUser(t.database.db, { type: 'STUDENT' });
});
afterAll(() => t.close());

const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', headers: { cookie } });
const logout = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
const me = (user: CreatedUser, accessToken: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${accessToken}` } });

/**
 * Resolves once `count` statements of this test's database wait for a lock. On PostgreSQL that is the
 * moment a request has reached the row it races for; PGlite runs one statement at a time in the order
 * the calls were made, so there the order of the calls is the order of the race and nothing is awaited.
 */
async function lockWaiters(count: number) {
  if (t.database.kind !== 'postgres') return;
  for (let polls = 0; polls < 1000; polls += 1) {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    if ((result.rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`fewer than ${count} statements ever waited for a lock`);
}

async function liveTokens(user: CreatedUser) {
  const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
  return rows.filter((row) => row.used_at === null && row.revoked_at === null);
}

describe('refresh grace window (decision 058)', () => {
  it('answers parallel refreshes with one token all with the same new session', async () => {
    const session = await loginAs(t.app, customer);
    // Five tabs restored at once, every one with the cookie they share.
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cookies = new Set(answers.map((answer) => refreshCookieOf(answer.headers['set-cookie'])));
    expect(cookies.size).toBe(1);
    const [successor] = [...cookies];
    expect(successor).not.toBe(session.cookie);
    // One family, one live token: the one every tab was given.
    expect(await liveTokens(customer)).toHaveLength(1);
    for (const answer of answers) {
      const body = answer.json<{ access_token: string; user_id: number }>();
      expect(body.user_id).toBe(customer.id);
      expect((await me(customer, body.access_token)).statusCode).toBe(200);
    }
    // The shared successor rotates on as usual.
    expect((await refresh(successor ?? '')).statusCode).toBe(200);
  });

  it('answers a token rotated twice within the window with the newest one', async () => {
    const session = await loginAs(t.app, customer);
    const first = refreshCookieOf((await refresh(session.cookie)).headers['set-cookie']);
    const second = refreshCookieOf((await refresh(first)).headers['set-cookie']);
    const late = await refresh(session.cookie);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late.headers['set-cookie'])).toBe(second);
  });

  it('still revokes the whole family when a rotated token comes back after the window', async () => {
    const session = await loginAs(t.app, student);
    const rotated = refreshCookieOf((await refresh(session.cookie)).headers['set-cookie']);
    await ageRotations(t.database.db, student.id);
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'UNAUTHENTICATED' });
    expect(String(replay.headers['set-cookie'])).toMatch(/sk_refresh=;/);
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect(await liveTokens(student)).toHaveLength(0);
  });

  it('never revives a family revoked by logout, not even within the window', async () => {
    const session = await loginAs(t.app, student);
    const rotated = refreshCookieOf((await refresh(session.cookie)).headers['set-cookie']);
    expect((await logout(rotated)).statusCode).toBe(200);
    const inWindow = await refresh(session.cookie);
    expect(inWindow.statusCode).toBe(401);
    expect(refreshCookieOf(inWindow.headers['set-cookie'])).toBe('sk_refresh=');
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect(await liveTokens(student)).toHaveLength(0);
  });

  it('never revives sessions ended for the user (password change, deactivation) within the window', async () => {
    const session = await loginAs(t.app, customer);
    const rotated = refreshCookieOf((await refresh(session.cookie)).headers['set-cookie']);
    await t.database.db.transaction((tx) => endUserSessions(tx, customer.id, new Date()));
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('a logout racing a refresh also revokes the successor that refresh stores', async () => {
    await t.database.db.delete(refreshTokens).where(eq(refreshTokens.user_id, customer.id));
    const session = await loginAs(t.app, customer);
    const [row] = await liveTokens(customer);
    const db = t.database.db;
    // Another transaction holds the token's row, so the refresh stops at its claim, the user row already
    // locked; the logout starts while it waits. On PostgreSQL both then run as in production; before the
    // refresh locked the user, the logout's UPDATE missed the successor committed after it had started.
    let release = () => {};
    let held = () => {};
    const holdingTheRow = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holding = db.transaction(async (tx) => {
      await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.id, row?.id ?? 0))
        .for('update');
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await holdingTheRow;
    const refreshing = refresh(session.cookie);
    // The refresh holds the user row (FOR SHARE) and waits for the token's row.
    await lockWaiters(1);
    const loggingOut = logout(session.cookie);
    // The logout waits for the user row, behind the refresh.
    await lockWaiters(2);
    release();
    await holding;
    await Promise.all([refreshing, loggingOut]);
    expect((await liveTokens(customer)).filter((token) => token.family_id === row?.family_id)).toEqual([]);
  });

  it('treats a token whose successor was not derived from it (rotated before the window existed) as a replay', async () => {
    const session = await loginAs(t.app, student);
    const rotated = refreshCookieOf((await refresh(session.cookie)).headers['set-cookie']);
    const [live] = await liveTokens(student);
    await t.database.db
      .update(refreshTokens)
      .set({ token_hash: 'a-random-successor' })
      .where(eq(refreshTokens.id, live?.id ?? 0));
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect(await liveTokens(student)).toHaveLength(0);
    expect(rotated).not.toBe('');
  });
});

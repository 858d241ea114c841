import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { refreshTokens } from '../../db/schema/index.ts';

let t: TestApp;
let user: CreatedUser;
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.database.db, { type: 'CUSTOMER' });
});
afterAll(() => t.close());

const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', headers: { cookie } });

/** Pretends the family's login happened `days` ago, keeping every token itself unexpired (sliding). */
async function backdateFamilyStart(cookie: string, days: number) {
  const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
  if (!row) throw new Error('no refresh token');
  const familyId = row.family_id;
  await t.database.db
    .update(refreshTokens)
    .set({ created_at: new Date(Date.now() - days * dayMs) })
    .where(eq(refreshTokens.family_id, familyId));
  return { familyId, cookie };
}

async function tokensOf(familyId: string) {
  return t.database.db.select().from(refreshTokens).where(eq(refreshTokens.family_id, familyId));
}

describe('absolute lifetime of a refresh family', () => {
  it('caps a rotated token at 90 days after the login, not 30 days after the rotation', async () => {
    await t.database.db.delete(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    const { familyId, cookie } = await backdateFamilyStart((await loginAs(t.app, user)).cookie, 80);
    const rotated = await refresh(cookie);
    expect(rotated.statusCode).toBe(200);
    const newest = (await tokensOf(familyId)).find((row) => row.used_at === null && row.revoked_at === null);
    const startedAt = Date.now() - 80 * dayMs;
    const end = startedAt + tokenLifetimes.refreshFamilyMaxDays * dayMs;
    // About 10 days left, not 30; the cookie says the same.
    expect(Math.abs((newest?.expires_at.getTime() ?? 0) - end)).toBeLessThan(60_000);
    const expires = /Expires=([^;]+)/i.exec(String(rotated.headers['set-cookie']))?.[1];
    expect(Math.abs(new Date(expires ?? 0).getTime() - end)).toBeLessThan(60_000);
    expect(refreshCookieOf(rotated.headers['set-cookie'])).not.toBe('');
  });

  it('refuses a family older than 90 days even when its latest token has not expired', async () => {
    await t.database.db.delete(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    const { cookie } = await backdateFamilyStart((await loginAs(t.app, user)).cookie, tokenLifetimes.refreshFamilyMaxDays + 1);
    const response = await refresh(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'UNAUTHENTICATED' });
  });

  it('keeps the family start across rotations (the oldest row, not the rotated one)', async () => {
    await t.database.db.delete(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    const session = await loginAs(t.app, user);
    const first = await refresh(session.cookie);
    const second = await refresh(refreshCookieOf(first.headers['set-cookie']));
    expect(second.statusCode).toBe(200);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    const login = rows.reduce((oldest, row) => (row.created_at < oldest.created_at ? row : oldest));
    // Only the login row is back-dated: the latest token is a day old, the family 91 days.
    await t.database.db
      .update(refreshTokens)
      .set({ created_at: new Date(Date.now() - (tokenLifetimes.refreshFamilyMaxDays + 1) * dayMs) })
      .where(eq(refreshTokens.id, login.id));
    expect((await refresh(refreshCookieOf(second.headers['set-cookie']))).statusCode).toBe(401);
  });

  it('a fresh login starts a new family with the full sliding 30 days', async () => {
    await t.database.db.delete(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    await loginAs(t.app, user);
    const [row] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    const expected = Date.now() + tokenLifetimes.refreshTokenDays * dayMs;
    expect(Math.abs((row?.expires_at.getTime() ?? 0) - expected)).toBeLessThan(60_000);
  });
});

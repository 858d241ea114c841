import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRotations, loginAs, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { outboxEmails, refreshTokens, users } from '../../db/schema/index.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedUser;
let employee: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER', name: 'Lars Jensen' });
  student = await createUser(db, { type: 'STUDENT', name: 'Sofie Andersen' });
  employee = await createUser(db, { type: 'EMPLOYEE', name: 'Mette Holm' });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it.each([
    ['customer', () => customer, 'CUSTOMER'],
    ['student', () => student, 'STUDENT'],
    ['employee', () => employee, 'EMPLOYEE'],
  ])('logs in a %s and returns token, account and refresh cookie', async (_label, who, type) => {
    const user = who();
    const response = await post('/api/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.account_type).toBe(type);
    expect(body.user_id).toBe(user.id);
    expect(body.account.id).toBe(user.accountId);
    expect(body.latest_conversation_id).toBeNull();
    expect(body.access_token.split('.')).toHaveLength(3);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/sk_refresh=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('answers a wrong password and an unknown e-mail alike with 401 INVALID_CREDENTIALS', async () => {
    const wrong = await post('/api/auth/login', { email: customer.email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.test', password: 'whatever-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'INVALID_CREDENTIALS' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'INVALID_CREDENTIALS' });
  });

  it('refuses an unconfirmed user with NOT_CONFIRMED, but only with the right password', async () => {
    const unconfirmed = await createUser(t.database.db, { confirmed: false });
    const right = await post('/api/auth/login', { email: unconfirmed.email, password: unconfirmed.password });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: 'NOT_CONFIRMED' });
    const wrong = await post('/api/auth/login', { email: unconfirmed.email, password: 'wrong-password' });
    expect(wrong.json()).toEqual({ message: 'INVALID_CREDENTIALS' });
  });

  it('refuses a deactivated user', async () => {
    const inactive = await createUser(t.database.db, { activated: false });
    const response = await post('/api/auth/login', { email: inactive.email, password: inactive.password });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{}, { email: ['validation.required'], password: ['validation.required'] }],
    [{ email: 'not-an-email', password: 'x' }, { email: ['validation.email'] }],
    [
      { email: 42, password: ['a'] },
      { email: ['validation.type'], password: ['validation.type'] },
    ],
    [{ email: 'a@b.dk', password: '' }, { password: ['validation.required'] }],
  ])('validates %j', async (payload, errors) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors });
  });

  it('never answers 500 to SQL, HTML, huge or malformed payloads', async () => {
    const sqlish = await post('/api/auth/login', { email: "x@y.dk' OR 1=1 --", password: "' OR '1'='1" });
    expect(sqlish.statusCode).toBe(422);
    const html = await post('/api/auth/login', { email: '<script>alert(1)</script>@x.dk', password: '<b>x</b>' });
    expect(html.statusCode).toBe(422);
    const nul = await post('/api/auth/login', { email: 'a\u0000@b.dk', password: 'x' });
    expect(nul.statusCode).toBe(422);
    const huge = await post('/api/auth/login', { email: `${'a'.repeat(2_000_000)}@b.dk`, password: 'x' });
    expect(huge.statusCode).toBe(413);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    const sqlInjectionStillLogsNobodyIn = await post('/api/auth/login', { email: customer.email, password: "' OR '1'='1" });
    expect(sqlInjectionStillLogsNobodyIn.statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates on refresh and revokes the whole family when an old token is replayed after the grace window', async () => {
    const session = await loginAs(t.app, customer);
    const first = await post('/api/auth/login/refresh', undefined, { cookie: session.cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().account_type).toBe('CUSTOMER');
    const rotated = refreshCookieOf(first.headers['set-cookie']);
    expect(rotated).not.toBe(session.cookie);

    // Within the grace window the old token would answer with `rotated` (refresh-grace.test.ts).
    await ageRotations(t.database.db, customer.id);
    const replay = await post('/api/auth/login/refresh', undefined, { cookie: session.cookie });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'UNAUTHENTICATED' });

    // The legitimate rotated token is now dead too: the family was revoked.
    const afterReplay = await post('/api/auth/login/refresh', undefined, { cookie: rotated });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const session = await loginAs(t.app, student);
    const raw = session.cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, student.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === raw)).toBe(false);
  });

  it('refuses a refresh without cookie, with a garbage cookie and after logout', async () => {
    expect((await post('/api/auth/login/refresh')).statusCode).toBe(401);
    expect((await post('/api/auth/login/refresh', undefined, { cookie: 'sk_refresh=garbage' })).statusCode).toBe(401);
    const session = await loginAs(t.app, employee);
    const logout = await post('/api/auth/logout', undefined, { cookie: session.cookie });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/sk_refresh=;/);
    expect((await post('/api/auth/login/refresh', undefined, { cookie: session.cookie })).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const session = await loginAs(t.app, employee);
    await t.database.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.user_id, employee.id));
    expect((await post('/api/auth/login/refresh', undefined, { cookie: session.cookie })).statusCode).toBe(401);
  });

  it('rejects a forged or expired access token with 401 UNAUTHENTICATED', async () => {
    const session = await loginAs(t.app, customer);
    const [h, p] = session.token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${customer.id}`,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'UNAUTHENTICATED' });
  });
});

describe('password reset', () => {
  const resetMails = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('always answers 200 and only mails known users', async () => {
    const unknown = await post('/api/auth/reset/request', { email: 'ghost@example.test' });
    expect(unknown.statusCode).toBe(200);
    expect(await resetMails('ghost@example.test')).toHaveLength(0);
    const known = await post('/api/auth/reset/request', { email: student.email });
    expect(known.statusCode).toBe(200);
    const mails = await resetMails(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('http://studiekraft.test/password/reset?token=');
  });

  it('changes the password with the mailed token once, revoking sessions', async () => {
    const user = await createUser(t.database.db, { type: 'CUSTOMER' });
    const session = await loginAs(t.app, user);
    await post('/api/auth/reset/request', { email: user.email });
    const [mail] = await resetMails(user.email);
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);

    const tooShort = await post('/api/auth/reset/change', { token, password: 'short' });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.password).toContain('validation.min');

    const changed = await post('/api/auth/reset/change', { token, password: 'new-password-1' });
    expect(changed.statusCode).toBe(200);
    const again = await post('/api/auth/reset/change', { token, password: 'new-password-2' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'TOKEN_NOT_FOUND' });

    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'new-password-1' })).statusCode).toBe(200);
    expect((await post('/api/auth/login/refresh', undefined, { cookie: session.cookie })).statusCode).toBe(401);
  });

  it('refuses an expired or unknown reset token', async () => {
    const user = await createUser(t.database.db);
    await post('/api/auth/reset/request', { email: user.email });
    const [mail] = await resetMails(user.email);
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const { userTokens } = await import('../../db/schema/index.ts');
    await t.database.db
      .update(userTokens)
      .set({ expires_at: new Date(Date.now() - 1) })
      .where(eq(userTokens.user_id, user.id));
    expect((await post('/api/auth/reset/change', { token, password: 'new-password-1' })).json()).toEqual({
      message: 'TOKEN_NOT_FOUND',
    });
    expect((await post('/api/auth/reset/change', { token: 'x'.repeat(43), password: 'new-password-1' })).statusCode).toBe(404);
  });

  it('keeps the stored hash an argon2id hash', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

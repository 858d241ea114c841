import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { outboxEmails } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimits: { loginPerIp: 100, perEmail: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

it('limits guesses of the current password per logged-in user, right guess or not', async () => {
  const user = await createUser(t.database.db);
  const session = await loginAs(t.app, user);
  const put = (currentPassword: string, ip: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: session.headers,
      remoteAddress: ip,
      payload: { password: 'brand-new-pass', current_password: currentPassword },
    });
  const codes: number[] = [];
  // Twice the per-e-mail value, as for login; each guess from another IP.
  for (let i = 0; i < 6; i++) codes.push((await put(`guess-${i}`, `10.9.0.${i + 1}`)).statusCode);
  expect(codes).toEqual([422, 422, 422, 422, 422, 422]);
  const limited = await put(user.password, '10.9.1.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
  // The right password was not even tried: the old one still logs in.
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } }))
      .statusCode,
  ).toBe(200);

  // Another user's budget is their own: nobody can use it up for them.
  const other = await createUser(t.database.db);
  const otherSession = await loginAs(t.app, other);
  const own = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${other.id}`,
    headers: otherSession.headers,
    remoteAddress: '10.9.1.1',
    payload: { password: 'brand-new-pass', current_password: other.password },
  });
  expect(own.statusCode).toBe(200);
});

it('answers anonymous 401 before counting', async () => {
  const user = await createUser(t.database.db);
  for (let i = 0; i < 8; i++) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { password: 'brand-new-pass', current_password: 'x' },
    });
    expect(response.statusCode).toBe(401);
  }
});

it('sends an address at most its budget of confirmation mails, and never refuses to be asked (issue 33)', async () => {
  const victim = await createUser(t.database.db, { confirmed: false, email: `offer-${Date.now()}@example.test` });
  const codes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/confirmation/resend',
      remoteAddress: `203.0.113.${i + 1}`,
      payload: { email: i % 2 ? victim.email.toUpperCase() : victim.email },
    });
    codes.push(response.statusCode);
  }
  expect(codes).toEqual([200, 200, 200, 200, 200]);
  const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, victim.email));
  expect(mails).toHaveLength(3);
});

it('limits data exports per user (perEmail per window), and password guesses on DELETE share the login change budget', async () => {
  const user = await createUser(t.database.db);
  const session = await loginAs(t.app, user);
  const exportOnce = (ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${user.id}/export`, headers: session.headers, remoteAddress: ip });
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) codes.push((await exportOnce(`10.8.0.${i + 1}`)).statusCode);
  expect(codes).toEqual([200, 200, 200, 429]);

  const guesser = await createUser(t.database.db);
  const guesserSession = await loginAs(t.app, guesser);
  const remove = (password: string, ip: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/users/${guesser.id}`,
      headers: guesserSession.headers,
      remoteAddress: ip,
      payload: { password },
    });
  const guesses: number[] = [];
  for (let i = 0; i < 6; i++) guesses.push((await remove(`guess-${i}`, `10.8.1.${i + 1}`)).statusCode);
  expect(guesses).toEqual([422, 422, 422, 422, 422, 422]);
  expect((await remove(guesser.password, '10.8.2.1')).statusCode).toBe(429);
});

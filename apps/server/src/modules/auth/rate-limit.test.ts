import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimits: { loginPerIp: 6, perEmail: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const login = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: 'wrong-password' } });

it('limits login attempts per e-mail across IPs', async () => {
  const user = await createUser(t.database.db);
  const codes: number[] = [];
  // per-email limit for login is twice the configured per-email value
  for (let i = 0; i < 7; i++) codes.push((await login(user.email, `10.0.0.${i + 1}`)).statusCode);
  expect(codes.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
  expect(codes[6]).toBe(429);
  const limited = await login(user.email, '10.0.1.1');
  expect(limited.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
});

it('limits login attempts per IP across e-mails', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 7; i++) codes.push((await login(`spray${i}@example.test`, '192.0.2.7')).statusCode);
  expect(codes.slice(0, 6).every((c) => c === 401)).toBe(true);
  expect(codes[6]).toBe(429);
});

it('limits reset requests per e-mail', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset/request',
      remoteAddress: `198.51.100.${i}`,
      payload: { email: 'target@example.test' },
    });
    codes.push(r.statusCode);
  }
  expect(codes).toEqual([200, 200, 200, 429]);
});

it('limits confirmation resends per token', async () => {
  const token = 'q'.repeat(43);
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/users/confirmation/${token}/resend`,
      remoteAddress: `203.0.113.${i}`,
    });
    codes.push(r.statusCode);
  }
  // Unknown token: 404 until the limit, then 429, so the endpoint cannot be used to probe tokens fast.
  expect(codes).toEqual([404, 404, 404, 429]);
});

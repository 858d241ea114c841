import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../../test/test-redis.ts';
import type { Config } from '../../config.ts';
import { outboxEmails } from '../../db/schema/index.ts';

const limits = { loginPerIp: 6, perEmail: 3, windowMs: 60_000 };
// Login failures per e-mail and IP are twice the per-e-mail value.
const failuresPerPair = limits.perEmail * 2;

/** The same behaviour whichever store counts: this process's memory, or Redis shared by every process. */
function describeLimits(store: string, extraConfig: () => Partial<Config>) {
  describe(`rate limits (${store})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ config: { rateLimits: limits, ...extraConfig() } });
    });
    afterAll(() => t?.close());

    const login = (email: string, ip: string, password = 'wrong-password') =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

    it('limits failed logins per e-mail and IP', async () => {
      const user = await createUser(t.database.db);
      const codes: number[] = [];
      for (let i = 0; i <= failuresPerPair; i++) codes.push((await login(user.email, '10.0.0.1')).statusCode);
      expect(codes).toEqual([...Array(failuresPerPair).fill(401), 429]);
      const limited = await login(user.email, '10.0.0.1', 'correct-horse-1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'TOO_MANY_REQUESTS' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('does not let a stranger failing on the victim lock the victim out from another IP', async () => {
      const victim = await createUser(t.database.db, { email: `victim-${store}@example.test` });
      for (let i = 0; i < failuresPerPair + 3; i++) await login(victim.email, '10.6.6.6');
      expect((await login(victim.email, '10.6.6.6')).statusCode).toBe(429);

      const own = await login(victim.email, '10.0.0.77', 'correct-horse-1');
      expect(own.statusCode).toBe(200);
      expect(own.json().access_token).toEqual(expect.any(String));
    });

    it('counts only failures: logging in successfully never uses up the pair budget', async () => {
      const user = await createUser(t.database.db);
      // loginPerIp caps all attempts from one IP; stay below it with more successes than the failure limit.
      for (let ip = 0; ip < 2; ip++) {
        for (let i = 0; i < 4; i++) expect((await login(user.email, `10.1.0.${ip}`, 'correct-horse-1')).statusCode).toBe(200);
      }
      for (let i = 0; i < 2; i++) expect((await login(user.email, '10.1.0.0')).statusCode).toBe(401);
    });

    it('limits login attempts per IP across e-mails', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await login(`spray${i}-${store}@example.test`, '192.0.2.7')).statusCode);
      expect(codes.slice(0, 6).every((c) => c === 401)).toBe(true);
      expect(codes[6]).toBe(429);
    });

    it('counts an IPv6 client per /64, so it cannot rotate addresses for fresh budgets', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        codes.push((await login(`v6-${i}-${store}@example.test`, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode);
      }
      expect(codes[6]).toBe(429);
      expect((await login(`v6-other-${store}@example.test`, '2001:db8:1:3::1')).statusCode).toBe(401);
    });

    it('sends an address at most its budget of reset mails, but never locks its owner out (issue 33)', async () => {
      const owner = await createUser(t.database.db, { email: `target-${store}-${Date.now()}@example.test` });
      const codes: number[] = [];
      // A stranger from several IPs, in any letter case, uses up the mails ...
      for (let i = 0; i < 4; i++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset/request',
          remoteAddress: `198.51.100.${i}`,
          payload: { email: i % 2 ? owner.email.toUpperCase() : owner.email },
        });
        codes.push(r.statusCode);
      }
      // ... and the owner asking afterwards is answered like everyone else.
      const owners = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset/request',
        remoteAddress: '192.0.2.77',
        payload: { email: owner.email },
      });
      expect([...codes, owners.statusCode]).toEqual([200, 200, 200, 200, 200]);
      const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, owner.email));
      expect(mails).toHaveLength(limits.perEmail);
    });

    it('limits confirmation resends per token', async () => {
      const token = (store === 'redis' ? 'r' : 'q').repeat(43);
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
  });
}

describeLimits('memory', () => ({}));

const redisPrefix = uniqueRedisPrefix('rate-limit');
describeLimits('redis', () => ({ redisUrl: testRedisUrl(), redisKeyPrefix: redisPrefix }));

describe('rate limits in Redis', () => {
  const prefix = uniqueRedisPrefix('shared');
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const config = { rateLimits: limits, redisUrl: testRedisUrl(), redisKeyPrefix: prefix };
    [one, two] = await Promise.all([buildTestApp({ config }), buildTestApp({ config })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await deleteRedisKeys(prefix);
    await deleteRedisKeys(redisPrefix);
  });

  it('are shared by every process, so a second server does not hand out a fresh budget', async () => {
    const spray = (app: TestApp, i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.99',
        payload: { email: `shared${i}@example.test`, password: 'wrong-password' },
      });
    for (let i = 0; i < limits.loginPerIp; i++) expect((await spray(i % 2 === 0 ? one : two, i)).statusCode).toBe(401);
    expect((await spray(one, 100)).statusCode).toBe(429);
    expect((await spray(two, 101)).statusCode).toBe(429);
  });

  it('keep only hashed keys under the prefix: no e-mail address or token in Redis', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(testRedisUrl());
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join(' ')).not.toMatch(/@|example|192\.0\.2/);
    } finally {
      redis.disconnect();
    }
  });
});

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freePort } from '../../test/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/test-redis.ts';
import { MemoryCounters } from './rate-limit-store.ts';

const limits = { loginPerIp: 3, perEmail: 100, windowMs: 60_000 };

const attempt = (t: TestApp, ip: string, i = 0) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email: `outage${i}@example.test`, password: 'wrong-password' },
  });

async function codesFrom(t: TestApp, ip: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await attempt(t, ip, i)).statusCode);
  return codes;
}

const limited = [401, 401, 401, 429];
const direct = new Redis(testRedisUrl(), { lazyConnect: true });
const keyCount = async (prefix: string) => (await direct.keys(`${prefix}*`)).length;

beforeAll(() => direct.connect());
afterAll(() => direct.disconnect());

describe('the Redis rate-limit store', () => {
  const prefix = uniqueRedisPrefix('outage');
  let proxy: TcpProxy;
  let t: TestApp;
  let isClosed = false;

  beforeAll(async () => {
    const url = new URL(testRedisUrl());
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    const redisUrl = new URL(testRedisUrl());
    redisUrl.host = `127.0.0.1:${proxy.port}`;
    t = await buildTestApp({ config: { rateLimits: limits, redisUrl: redisUrl.toString(), redisKeyPrefix: prefix } });
  });
  afterAll(async () => {
    if (!isClosed) await t?.close();
    await proxy?.stop();
    await deleteRedisKeys(prefix);
  });

  it('counts in Redis, falls back to memory through an outage without failing a request, and goes back', async () => {
    expect(await codesFrom(t, '10.9.0.1', 4)).toEqual(limited);
    const counted = await keyCount(prefix);
    expect(counted).toBeGreaterThan(0);

    await proxy.stop();
    const started = Date.now();
    // Limits still hold during the outage (counted in memory), and nobody waits for Redis.
    expect(await codesFrom(t, '10.9.0.2', 4)).toEqual(limited);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await keyCount(prefix)).toBe(counted);

    await proxy.start();
    let i = 0;
    await vi.waitFor(
      async () => {
        await attempt(t, `10.9.1.${++i}`);
        expect(await keyCount(prefix)).toBeGreaterThan(counted);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('closes its Redis connection when the app closes', async () => {
    const name = async () =>
      String(await direct.client('LIST'))
        .split('\n')
        .filter((line: string) => line.includes(`name=${prefix}`));
    expect(await name()).toHaveLength(1);
    isClosed = true;
    await t.close();
    await vi.waitFor(async () => expect(await name()).toHaveLength(0));
  });
});

describe('a server whose Redis is down at start', () => {
  it('starts, limits in memory and closes', async () => {
    const t = await buildTestApp({
      config: {
        rateLimits: limits,
        redisUrl: `redis://127.0.0.1:${await freePort()}`,
        redisKeyPrefix: uniqueRedisPrefix('down'),
      },
    });
    try {
      expect(await codesFrom(t, '10.9.2.1', 4)).toEqual(limited);
    } finally {
      await t.close();
    }
  });
});

describe('MemoryCounters', () => {
  it('counts per key in a fixed window and starts over when it ends', () => {
    let now = 0;
    const counters = new MemoryCounters(10, () => now);
    expect(counters.increment('a', 1000)).toEqual({ current: 1, ttl: 1000 });
    now = 400;
    expect(counters.increment('a', 1000)).toEqual({ current: 2, ttl: 600 });
    expect(counters.read('a')).toEqual({ current: 2, ttl: 600 });
    expect(counters.read('b')).toEqual({ current: 0, ttl: 0 });
    now = 1000;
    expect(counters.read('a')).toEqual({ current: 0, ttl: 0 });
    expect(counters.increment('a', 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('stays bounded, dropping the least recently counted key', () => {
    const counters = new MemoryCounters(2, () => 0);
    counters.increment('a', 1000);
    counters.increment('b', 1000);
    counters.increment('a', 1000);
    counters.increment('c', 1000);
    expect(counters.read('b').current).toBe(0);
    expect(counters.read('a').current).toBe(2);
    expect(counters.read('c').current).toBe(1);
  });
});

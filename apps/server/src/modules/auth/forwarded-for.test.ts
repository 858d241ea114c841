import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { sellerEnv } from '../../../test/invoice-seller-env.ts';
import { parseTrustProxy } from '../../config/trust-proxy.ts';
import { type Config, loadConfig } from '../../config.ts';

// request.ip is what every per-IP limit counts; a login attempt is the cheapest way to watch it.
const limits = { loginPerIp: 3, perEmail: 100, windowMs: 60_000 };

function withApp(config: Partial<Config>) {
  const box: { t?: TestApp } = {};
  beforeAll(async () => {
    box.t = await buildTestApp({ config: { rateLimits: limits, ...config } });
  });
  afterAll(() => box.t?.close());
  return (remoteAddress: string, forwardedFor: string | undefined, i: number) => {
    if (!box.t) throw new Error('app not built');
    return box.t.app
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: { email: `xff${i}@example.test`, password: 'wrong-password' },
      })
      .then((r) => r.statusCode);
  };
}

/** What production's environment gives, TRUST_PROXY unset (production used to trust every hop). */
function production(): Partial<Config> {
  const { env, trustProxy, devMailbox, apiDocs } = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'https://studiekraft.test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studiekraft-xff-')),
    ...sellerEnv,
  });
  return { env, trustProxy, devMailbox, apiDocs };
}

describe('without TRUST_PROXY, in production', () => {
  const attempt = withApp(production());

  it('ignores X-Forwarded-For: a client cannot pick a fresh IP for every attempt', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(await attempt('203.0.113.50', `198.51.100.${i}`, i));
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('with TRUST_PROXY=1 (one load balancer in front)', () => {
  const attempt = withApp({ trustProxy: parseTrustProxy('1') });

  it('counts the address the proxy appended, not the proxy', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(await attempt('10.0.0.2', `198.51.100.${i}`, i));
    expect(codes).toEqual([401, 401, 401, 401]);
  });

  it('takes the last hop only, so a forged entry in front of it changes nothing', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(await attempt('10.0.0.2', `192.0.2.${i}, 203.0.113.7`, i));
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('with TRUST_PROXY as addresses', () => {
  const attempt = withApp({ trustProxy: parseTrustProxy('10.0.0.0/24') });

  it('believes X-Forwarded-For from a listed proxy', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(await attempt('10.0.0.9', `198.51.100.${i + 10}`, i));
    expect(codes).toEqual([401, 401, 401, 401]);
  });

  it('ignores it from anyone else', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(await attempt('203.0.113.60', `198.51.100.${i + 20}`, i));
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

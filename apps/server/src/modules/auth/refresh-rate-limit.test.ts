import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loadConfig } from '../../config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimits: { loginPerIp: 100, perEmail: 5, windowMs: 60_000, refreshPerIp: 3 } } });
});
afterAll(() => t?.close());

it('limits session refreshes per IP as configured (a refresh without a cookie still counts)', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', remoteAddress: '10.9.9.9' });
    codes.push(response.statusCode);
  }
  expect(codes).toEqual([401, 401, 401, 429]);
  const otherIp = await t.app.inject({ method: 'POST', url: '/api/auth/login/refresh', remoteAddress: '10.9.9.10' });
  expect(otherIp.statusCode).toBe(401);
});

it('defaults to 120 refreshes per IP and reads RATE_LIMIT_REFRESH_PER_IP', () => {
  expect(loadConfig({}).rateLimits.refreshPerIp).toBe(120);
  expect(loadConfig({ RATE_LIMIT_REFRESH_PER_IP: '500' }).rateLimits.refreshPerIp).toBe(500);
});

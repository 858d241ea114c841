import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type FakeCvrServer, startFakeCvrServer } from '../../../test/fake-cvr-server.ts';

let cvr: FakeCvrServer;
let t: TestApp;
/** An app whose register is a closed port: connection refused. */
let down: TestApp;
let limited: TestApp;

beforeAll(async () => {
  cvr = await startFakeCvrServer({
    companies: {
      '12345678': { name: 'Jensen Tømrer ApS', address: 'Savværksvej 4', zipcode: '8000', city: 'Aarhus C' },
      '44556677': { name: 'Langsom ApS', address: 'Vej 1', zipcode: '5000', city: 'Odense C' },
    },
    slow: { '44556677': 1500 },
    garbage: ['99999999'],
  });
  const closed = await startFakeCvrServer();
  await closed.close();
  [t, down, limited] = await Promise.all([
    buildTestApp({ config: { cvrApiUrl: cvr.url, cvrTimeoutMs: 200 } }),
    buildTestApp({ config: { cvrApiUrl: closed.url, cvrTimeoutMs: 200 } }),
    buildTestApp({ config: { cvrApiUrl: cvr.url, rateLimits: { loginPerIp: 1, perEmail: 1, windowMs: 60_000 } } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), down.close(), limited.close()]);
  await cvr.close();
});

const check = (vatNumber: unknown, app = t, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/vat/check', payload: { vatNumber }, remoteAddress });
const hitsFor = (search: string) => cvr.requests.filter((r) => r.search === search).length;

describe('POST /api/vat/check', () => {
  it('answers a known number with the company from the register', async () => {
    const response = await check('12345678');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { name: 'Jensen Tømrer ApS', address: { address: 'Savværksvej 4', postcode: '8000', city: 'Aarhus C' } },
    });
    const request = cvr.requests.find((r) => r.search === '12345678');
    expect(request).toMatchObject({ country: 'dk' });
    expect(request?.userAgent).toContain('Studiekraft');
  });

  it('serves a repeated number from the cache without asking the register again', async () => {
    await check('DK 12 34 56 78');
    const before = hitsFor('12345678');
    expect(before).toBeGreaterThan(0);
    const again = await check('12345678');
    expect(again.statusCode).toBe(200);
    expect(hitsFor('12345678')).toBe(before);
  });

  it('answers an unknown number with 404 VAT_NOT_FOUND, and caches that too', async () => {
    const response = await check('11223344');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'VAT_NOT_FOUND' });
    expect((await check('11223344')).statusCode).toBe(404);
    expect(hitsFor('11223344')).toBe(1);
  });

  it('does not ask the register about something that cannot be a CVR number', async () => {
    const before = cvr.requests.length;
    for (const value of ['12', 'ABCDEFGH', '1234567890123']) {
      const response = await check(value);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'VAT_NOT_FOUND' });
    }
    expect(cvr.requests.length).toBe(before);
  });

  it('answers 502 VAT_UNAVAILABLE when the register is slower than the timeout, and does not cache it', async () => {
    const started = Date.now();
    const response = await check('44556677');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'VAT_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(1400);
    expect((await check('44556677')).statusCode).toBe(502);
    expect(hitsFor('44556677')).toBe(2);
  });

  it('answers 502 VAT_UNAVAILABLE when the register answers garbage', async () => {
    const response = await check('99999999');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'VAT_UNAVAILABLE' });
  });

  it('answers 502 VAT_UNAVAILABLE when the register is down', async () => {
    const response = await check('12345678', down);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'VAT_UNAVAILABLE' });
  });

  it.each([
    ['1 character', '1', 'validation.min'],
    ['14 characters', '12345678901234', 'validation.max'],
    ['missing', undefined, 'validation.required'],
    ['a number', 12345678, 'validation.type'],
  ])('validates a VAT number that is %s (422)', async (_label, value, code) => {
    const response = await check(value);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'VALIDATION_FAILED', errors: { vatNumber: [code] } });
  });

  it('never answers 500 to a malformed body', async () => {
    for (const payload of ['not json', '{"vatNumber":', '[]', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/vat/check',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('is rate-limited per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await check('12345678', limited, '192.0.2.9')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await check('12345678', limited, '192.0.2.10')).statusCode).toBe(200);
  });
});

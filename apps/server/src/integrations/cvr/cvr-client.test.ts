import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCvrServer, sampleCvrCompanies, startFakeCvrServer } from '../../../test/fake-cvr-server.ts';
import { createCvrClient, normalizeCvrNumber } from './cvr-client.ts';

let cvr: FakeCvrServer;
beforeAll(async () => {
  cvr = await startFakeCvrServer({ companies: sampleCvrCompanies });
});
afterAll(() => cvr.close());

const client = (url: string | undefined) => createCvrClient({ url, timeoutMs: 500, userAgent: 'test' });

describe('normalizeCvrNumber', () => {
  it.each([
    ['12345678', '12345678'],
    ['DK12345678', '12345678'],
    ['dk 12 34 56 78', '12345678'],
    ['12-34-56-78', '12345678'],
    ['1234567', undefined],
    ['123456789', undefined],
    ['Jensen', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeCvrNumber(input)).toBe(expected);
  });
});

describe('createCvrClient', () => {
  it('maps the cvrapi.dk answer to name and address', async () => {
    expect(await client(cvr.url).lookup('DK31313131')).toEqual({
      status: 'found',
      company: {
        name: 'Eksempel Consult ApS',
        address: { address: 'Nørregade 10, 2. th.', postcode: '1165', city: 'København K' },
      },
    });
  });

  it('is unavailable, without a request, when turned off', async () => {
    const before = cvr.requests.length;
    expect(await client(undefined).lookup('12345678')).toMatchObject({ status: 'unavailable' });
    expect(cvr.requests.length).toBe(before);
  });

  it('shares one request between concurrent lookups of a number', async () => {
    const lookups = client(cvr.url);
    const before = cvr.requests.length;
    const results = await Promise.all([lookups.lookup('12345678'), lookups.lookup('12345678'), lookups.lookup('12 345 678')]);
    expect(results.map((r) => r.status)).toEqual(['found', 'found', 'found']);
    expect(cvr.requests.length).toBe(before + 1);
  });

  it('treats an answer about another company as not found, and a refusal as unavailable', async () => {
    const server = createServer((req, res) => {
      const search = new URL(req.url ?? '/', 'http://x').searchParams.get('search');
      res.writeHead(search === '11111111' ? 200 : 402, { 'content-type': 'application/json' });
      res.end(JSON.stringify(search === '11111111' ? { vat: 22222222, name: 'Anden ApS' } : { error: 'QUOTA_EXCEEDED' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const lookups = client(`http://127.0.0.1:${port}/api`);
      expect(await lookups.lookup('11111111')).toEqual({ status: 'not-found' });
      expect(await lookups.lookup('33333333')).toMatchObject({ status: 'unavailable' });
    } finally {
      server.close();
    }
  });
});

import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { writeWebBuild } from '../../test/web-build.ts';
import { compressionThresholdBytes } from './compression.ts';

let t: TestApp;
// A built asset big enough to compress, and its two precompressed copies as the build writes them.
const asset = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

beforeAll(async () => {
  const dist = writeWebBuild({
    'assets/index-Ab12Cd34.js': asset,
    'assets/index-Ab12Cd34.js.br': brotliCompressSync(asset),
    'assets/index-Ab12Cd34.js.gz': gzipSync(asset),
  });
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON compression', () => {
  it('compresses a list over 1 KB with brotli or gzip as asked, and sends it as is to a client that asks for neither', async () => {
    const plain = await get('/api/skills');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);

    const br = await get('/api/skills', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/skills', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a response under 1 KB uncompressed', async () => {
    const small = await get('/api/levels', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().rows.length).toBeGreaterThan(0);
  });
});

describe('built files', () => {
  it('sends a hashed asset precompressed, as asked, with the long cache header', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(asset);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the rendered index.html', async () => {
    const page = await get('/', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('compressed request bodies', () => {
  it('holds a gzip body to the body limit once inflated: a small bomb is refused with 413, never parsed', async () => {
    // 8 MB of JSON whitespace shrinks to a few KB: under the 1 MB limit on the wire, far over it inflated.
    const bomb = gzipSync(
      Buffer.concat([Buffer.from('{"email":"a@example.com"'), Buffer.alloc(8 * 1024 * 1024, 0x20), Buffer.from('}')]),
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBe(413);
  });
});

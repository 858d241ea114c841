import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /media/*', () => {
  it('serves stored public media with long cache headers', async () => {
    const bytes = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');
    await t.app.storage.put('references/abc123/400.webp', bytes);
    const response = await get('/api/media/references/abc123/400.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers missing media with the placeholder image, briefly cached', async () => {
    const response = await get('/api/media/avatars/findes-ikke.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('<svg');
  });

  it('never serves project files, even by their storage key', async () => {
    await t.app.storage.put('files/0123456789abcdef0123456789abcdef', Buffer.from('%PDF-1.4 hemmelig'));
    const response = await get('/api/media/files/0123456789abcdef0123456789abcdef');
    expect(response.body).not.toContain('hemmelig');
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    '/api/media/../../etc/passwd',
    '/api/media/avatars/../../../../etc/passwd',
    '/api/media/..%2f..%2f..%2fetc%2fpasswd',
    '/api/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/api/media/avatars/%2e%2e%2f%2e%2e%2f%2e%2e%2fjwt-secret',
    '/api/media/avatars/..%5c..%5cjwt-secret',
    '/api/media/%2fetc%2fpasswd',
    '/api/media/avatars/x.png%00.webp',
    '/api/media/avatars/%zz',
    '/api/media/',
  ])('%s leaks nothing and never fails', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/root:|test-secret/);
    expect(response.headers['content-type'] ?? '').not.toContain('octet-stream');
  });
});

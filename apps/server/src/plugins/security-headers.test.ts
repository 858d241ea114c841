import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiHeaders, helmetHeaders, securityHeadersPlugin } from './security-headers.ts';

const helmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://blog.example'] } },
  crossOriginEmbedderPolicy: false,
};

describe('helmetHeaders', () => {
  it("computes helmet's headers for the options once, the policy's directives included", () => {
    const headers = new Map(helmetHeaders(helmetOptions));
    expect(headers.get('content-security-policy')).toContain("img-src 'self' https://blog.example");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
  });
});

describe('apiHeaders', () => {
  it('allows an API answer nothing, frames it nowhere and keeps the transport and sniffing headers', () => {
    const page = helmetHeaders(helmetOptions);
    const api = new Map(apiHeaders(page));
    expect(api.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.get('x-frame-options')).toBe('DENY');
    expect(api.get('strict-transport-security')).toBe(new Map(page).get('strict-transport-security'));
    expect(api.get('x-content-type-options')).toBe('nosniff');
    expect(api.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(api.get('referrer-policy')).toBe('no-referrer');
    for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
      expect(api.has(pageOnly)).toBe(false);
    }
  });
});

describe('securityHeadersPlugin', () => {
  async function app() {
    const instance = Fastify();
    await instance.register(securityHeadersPlugin, { helmet: helmetOptions, apiPrefix: '/api/', pagesUnderApi: ['/api/docs'] });
    instance.get('/api/things', async () => ({ ok: true }));
    instance.get('/api/docs', async (_request, reply) => reply.type('text/html').send('<p>docs</p>'));
    instance.get('/api/media/x', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send('x'),
    );
    instance.get('/students', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    instance.get('/api/broken', async () => {
      throw new Error('boom');
    });
    return instance;
  }

  it('gives API answers (404s and errors too) the API set, and pages and the API reference the page set', async () => {
    const instance = await app();
    const csp = async (url: string) => String((await instance.inject({ url })).headers['content-security-policy']);
    expect(await csp('/api/things')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await csp('/api/no-such-route')).toBe("default-src 'none'; frame-ancestors 'none'");
    const failed = await instance.inject({ url: '/api/broken' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(failed.headers['x-content-type-options']).toBe('nosniff');
    expect((await instance.inject({ url: '/api/things' })).headers['origin-agent-cluster']).toBeUndefined();
    expect(await csp('/students')).toContain("img-src 'self' https://blog.example");
    expect((await instance.inject({ url: '/students' })).headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(await csp('/api/docs')).toContain("default-src 'self'");
    expect(await csp('/apiary')).toContain("default-src 'self'");
    // A route's own policy wins.
    expect(await csp('/api/media/x')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    await instance.close();
  });
});

import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

describe('helmetHeaders', () => {
  it("computes helmet's headers for the options once, the policy's directives included", () => {
    const headers = new Map(
      helmetHeaders({
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https://blog.example'] } },
        crossOriginEmbedderPolicy: false,
      }),
    );
    expect(headers.get('content-security-policy')).toContain("img-src 'self' https://blog.example");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
  });
});

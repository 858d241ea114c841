import { describe, expect, it } from 'vitest';
import { changesPublicData } from './public-data-changes.ts';

describe('which writes may change what a public page shows', () => {
  it.each([
    ['PUT', '/api/students/:id'],
    ['POST', '/api/testimonials/:id/approve'],
    ['POST', '/api/projects/:id/rating'],
    ['DELETE', '/api/skills/:id'],
    // The back office's catalogue (issue 36): skill pages, filters, price tables and the sitemap show it.
    ['PUT', '/api/skills/:id'],
    ['POST', '/api/skills/groups'],
    ['PUT', '/api/skills/groups/:id'],
    ['PUT', '/api/levels/:id'],
    // A new area counts as public until it is listed as private.
    ['POST', '/api/some-new-area'],
  ])('%s %s does', (method, url) => {
    expect(changesPublicData(method, url)).toBe(true);
  });

  it.each([
    ['GET', '/api/students'],
    ['HEAD', '/api/levels'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/conversations/:id/messages'],
    ['PUT', '/api/conversations/:id/read'],
    ['POST', '/api/projects/:id/files'],
    ['POST', '/api/payouts/months/:month/paid'],
    // A page, not the API.
    ['POST', '/kontakt'],
  ])('%s %s does not', (method, url) => {
    expect(changesPublicData(method, url)).toBe(false);
  });

  it('reads an area as a whole path segment: /api/filesystem is not /api/files', () => {
    expect(changesPublicData('POST', '/api/filesystem')).toBe(true);
  });
});

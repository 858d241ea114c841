import { standInAsset } from '../web-build-stand-in.ts';
import { everyone, type RouteCase, staff } from './route-case.ts';

/** Public routes: reference, health, SEO, the dev mailbox, the web app's pages, the blog, the newsletter and the VAT lookup. */
export const publicCases: RouteCase[] = [
  // Reference, health, SEO and the dev mailbox: public (the mailbox only to loopback clients, which inject is).
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: everyone(301) },
  { route: 'GET /api/docs/', request: () => ({ url: '/api/docs/' }), expect: everyone() },
  { route: 'GET /api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: everyone() },
  { route: 'GET /api/docs/openapi.json', request: () => ({ url: '/api/docs/openapi.json' }), expect: everyone() },
  { route: 'GET /api/docs/openapi.yaml', request: () => ({ url: '/api/docs/openapi.yaml' }), expect: everyone() },
  { route: 'GET /api/docs/js/scalar.js', request: () => ({ url: '/api/docs/js/scalar.js' }), expect: everyone() },
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: everyone() },
  // Readiness (decision 072): whether to send this process requests, for orchestrators and monitors.
  { route: 'GET /api/ready', request: () => ({ url: '/api/ready' }), expect: everyone() },
  { route: 'GET /robots.txt', request: () => ({ url: '/robots.txt' }), expect: everyone() },
  { route: 'GET /sitemap.xml', request: () => ({ url: '/sitemap.xml' }), expect: everyone() },
  { route: 'GET /api/dev/mails', request: () => ({ url: '/api/dev/mails' }), expect: everyone() },
  { route: 'GET /dev/mailbox', request: () => ({ url: '/dev/mailbox' }), expect: everyone() },
  { route: 'GET /api/media/*', request: () => ({ url: '/api/media/avatars/none/400.webp' }), expect: everyone() },
  // The site's own details (issue 36): the public pages read them, staff set them on 'Indstillinger'.
  { route: 'GET /api/settings/site', request: () => ({ url: '/api/settings/site' }), expect: everyone() },
  {
    route: 'PUT /api/settings/site',
    request: () => ({
      url: '/api/settings/site',
      payload: { company_name: 'Studiekraft ApS', email: 'hej@studiekraft.dk', messenger_url: 'https://m.me/studiekraft' },
    }),
    expect: staff(),
  },

  // The web app (the security suites serve a stand-in build, web-build-stand-in.ts). A page is the same
  // document for every caller: public pages carry their first screen, anything else the empty shell, and
  // the app asks the API, which decides, for what the page shows.
  { route: 'GET /*', request: () => ({ url: '/' }), expect: everyone() },
  {
    route: 'GET /*',
    variant: 'a staff page: the shell, no data',
    request: () => ({ url: '/administration' }),
    expect: everyone(),
  },
  {
    route: 'GET /*',
    variant: "a renamed student's old link: a 301 to the current one",
    request: (w) => ({ url: `/students/${w.oldSlug}` }),
    expect: everyone(301),
  },
  {
    route: 'GET /*',
    variant: 'an unknown API path stays a JSON 404',
    request: () => ({ url: '/api/no-such-route' }),
    expect: everyone(404),
  },
  {
    route: 'GET /*',
    variant: 'a missing file is no page',
    request: () => ({ url: '/assets/missing-Sec41.js' }),
    expect: everyone(404),
  },
  { route: `GET ${standInAsset}`, request: () => ({ url: standInAsset }), expect: everyone() },

  // Blog (issue 13, decision 028): public and read-only for every role; the tests' app serves the built-in
  // posts. An unknown category in the list is an empty 200 (the page shows its empty state), an unknown slug 404.
  { route: 'GET /api/blog/posts', request: () => ({ url: '/api/blog/posts?page=1&per_page=9' }), expect: everyone() },
  {
    route: 'GET /api/blog/posts',
    variant: 'unknown category',
    request: () => ({ url: '/api/blog/posts?category=findes-ikke' }),
    expect: everyone(),
  },
  {
    route: 'GET /api/blog/posts/:slug',
    request: () => ({ url: '/api/blog/posts/momsfrister-uden-panik' }),
    expect: everyone(),
  },
  {
    route: 'GET /api/blog/posts/:slug',
    variant: 'unknown slug',
    request: () => ({ url: '/api/blog/posts/findes-ikke' }),
    expect: everyone(404),
  },
  { route: 'GET /api/blog/categories', request: () => ({ url: '/api/blog/categories' }), expect: everyone() },
  { route: 'GET /api/blog/categories/:slug', request: () => ({ url: '/api/blog/categories/marketing' }), expect: everyone() },
  {
    route: 'GET /api/blog/categories/:slug',
    variant: 'unknown slug',
    request: () => ({ url: '/api/blog/categories/findes-ikke' }),
    expect: everyone(404),
  },
  { route: 'GET /api/blog/tags', request: () => ({ url: '/api/blog/tags' }), expect: everyone() },
  { route: 'GET /api/blog/tags/:slug', request: () => ({ url: '/api/blog/tags/udvalgt' }), expect: everyone() },
  {
    route: 'GET /api/blog/tags/:slug',
    variant: 'unknown slug',
    request: () => ({ url: '/api/blog/tags/findes-ikke' }),
    expect: everyone(404),
  },
  { route: 'GET /blog/feed.xml', request: () => ({ url: '/blog/feed.xml' }), expect: everyone() },

  // Newsletter and the VAT lookup (the register is off in tests: unverified, still 200).
  {
    route: 'POST /api/newsletters/subscribe/public',
    request: (w) => ({ url: '/api/newsletters/subscribe/public', payload: { email: `nyhed-${w.unique()}@example.test` } }),
    expect: everyone(),
  },
  // Double opt-in (issue 33): the link in the confirmation mail; anyone holding it may use it.
  {
    route: 'POST /api/newsletters/confirm',
    request: () => ({ url: '/api/newsletters/confirm', payload: { token: 'x'.repeat(43) } }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/newsletters/unsubscribe',
    request: () => ({ url: '/api/newsletters/unsubscribe', payload: { token: 'x'.repeat(43) } }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/vat/check',
    request: () => ({ url: '/api/vat/check', payload: { vatNumber: '12345678' } }),
    expect: everyone(502),
  },
];

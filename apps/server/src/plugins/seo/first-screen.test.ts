import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { writeWebBuild } from '../../../test/web-build.ts';

// A built web app in miniature: index.html with its entry's sheet, Vite's manifest, and a renderer beside
// dist that records its calls. The real renderer is tested in the web app (entry-server.test.tsx) and in
// the browser (e2e/tests/first-screen.spec.ts); this is about what the server does with one.
const calls: string[] = [];
(globalThis as { firstScreenCalls?: string[] }).firstScreenCalls = calls;

const renderer = `
export async function renderFirstScreen(url) {
  globalThis.firstScreenCalls.push(url);
  if (url === '/kontakt') return null;
  if (url === '/om-os') throw new Error('render failed');
  const text = url === '/' ? '<p>' + 'Studerende løser opgaver. '.repeat(80) + '</p>' : '';
  return { html: '<h1>Først: ' + url + '</h1>' + text, modules: ['src/page.tsx'] };
}`;

const manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared.js'], isEntry: true },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/page.tsx': {
    file: 'assets/page-1.js',
    css: ['assets/page-1.css'],
    imports: ['_shared.js', '_cards.js'],
    isDynamicEntry: true,
  },
  '_cards.js': { file: 'assets/cards-1.js', css: ['assets/cards-1.css'] },
};

const indexHtml = `<!doctype html><html lang="da"><head><title>Studiekraft</title>
<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>
<body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>`;

let withWeb: TestApp;

beforeAll(async () => {
  const dist = writeWebBuild(
    { 'index.html': indexHtml, '.build-hash': 'hash-7f3a\n', '.vite/manifest.json': JSON.stringify(manifest) },
    { renderer },
  );
  withWeb = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await withWeb.close();
});
beforeEach(() => {
  calls.length = 0;
});

const get = (url: string) => withWeb.app.inject({ method: 'GET', url });
const root = (html: string) => /<div id="root"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0];

describe('a page with a first screen', () => {
  it('goes out with the rendered markup in #root, marked for hydration', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toMatch(
      /^<div id="root" data-first-screen><h1>Først: \/<\/h1><p>(Studerende løser opgaver\. )+<\/p><\/div>$/,
    );
    // Still a page for the browser to run: its script follows the root as before.
    expect(response.body).toMatch(/<\/div><script type="module" src="\/assets\/index-1.js"><\/script>/);
  });

  it("links the sheets of the page's chunks from the head, after the app's own, once each", async () => {
    const { body } = await get('/');
    const head = body.slice(0, body.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    // Mantine's and the app's rules first: a page's CSS module must win over a component's rule of equal
    // specificity, as it does when Vite's loader appends the sheet.
    expect(sheets).toEqual(['/assets/index-1.css', '/assets/cards-1.css', '/assets/page-1.css']);
  });

  it('is compressed for a browser that accepts it', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<h1>Først: /</h1>');
  });

  it('is rendered once per path, then served from memory', async () => {
    await Promise.all([get('/hvad-tilbyder-vi'), get('/hvad-tilbyder-vi')]);
    await get('/hvad-tilbyder-vi');
    expect(calls).toEqual(['/hvad-tilbyder-vi']);
  });
});

describe('a page without one', () => {
  it('is the empty shell when the address carries a query (what a first screen would render is unbounded)', async () => {
    const response = await get('/?redirect=%2Faccount');
    expect(root(response.body)).toBe('<div id="root"></div>');
    expect(calls).toEqual([]);
  });

  it('is the empty shell for a browser with a session, which renders the page once its login answers', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/', headers: { cookie: 'a=b; sk_session=1' } });
    expect(root(response.body)).toBe('<div id="root"></div>');
    expect(calls).toEqual([]);
    // Only the hint counts, not a cookie that merely starts with its name.
    const other = await withWeb.app.inject({ method: 'GET', url: '/', headers: { cookie: 'sk_session=10' } });
    expect(root(other.body)).toContain('data-first-screen');
  });

  it('is the empty shell for a path the site does not have, without rendering it', async () => {
    const response = await get('/no-such-page-at-all');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('<div id="root"></div>');
    expect(calls).toEqual([]);
  });

  it('is the empty shell when the renderer has no first screen for the page', async () => {
    const response = await get('/kontakt');
    expect(root(response.body)).toBe('<div id="root"></div>');
    expect(calls).toEqual(['/kontakt']);
  });

  it('still loads when rendering fails: the browser renders it', async () => {
    const response = await get('/om-os');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('<div id="root"></div>');
  });
});

describe('the build records beside the app', () => {
  // @fastify/static sends dot files unless told otherwise; these are for the server only.
  it.each(['/.build-hash', '/.vite/manifest.json'])('never sends %s', async (url) => {
    const response = await get(url);
    expect(response.body).not.toMatch(/hash-7f3a|isEntry/);
  });
});

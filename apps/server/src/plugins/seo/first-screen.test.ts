import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { writeWebBuild } from '../../../test/web-build.ts';
import { firstScreenFreshMs, firstScreens, forgetAtMostEveryMs } from './first-screen.ts';

// A built web app in miniature: index.html with its entry's sheet, Vite's manifest, and a renderer beside
// dist that records its calls. The real renderer is tested in the web app (entry-server.test.tsx) and in
// the browser (e2e/tests/first-screen.spec.ts); this is about what the server does with one.
const calls: string[] = [];
(globalThis as { firstScreenCalls?: string[] }).firstScreenCalls = calls;

const renderer = `
export async function renderFirstScreen(url, { fetchApi }) {
  globalThis.firstScreenCalls.push(url);
  if (url === '/kontakt') return null;
  if (url === '/om-os') throw new Error('render failed');
  if (url === '/students/search') {
    // What the API answers a visitor, and what it does with anything but a read.
    const levels = await fetchApi('/api/levels');
    const projects = await fetchApi('/api/projects');
    const write = await fetchApi('/api/levels', { method: 'POST' }).then(() => 'sent', (error) => error.message);
    const data = {
      levels: { status: levels.status, rows: (await levels.json()).rows.length },
      projects: projects.status,
      write,
      about: '</script><script>alert(1)</script> & <!-- \u2028',
    };
    return { html: '<h1>Find studerende</h1>', modules: [], data };
  }
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

describe('a first screen with its answers (decision 044)', () => {
  const dataOf = (html: string) => {
    const scripts = [...html.matchAll(/<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    return JSON.parse(scripts[0]?.[1] ?? '');
  };

  it("carries them after #root as JSON that no text in them can end early, and the page's script still follows", async () => {
    const { body } = await get('/students/search');
    expect(root(body)).toBe('<div id="root" data-first-screen><h1>Find studerende</h1></div>');
    expect(dataOf(body).about).toBe('</script><script>alert(1)</script> & <!-- \u2028');
    expect(body).not.toContain('alert(1)</script>');
    expect(body).toMatch(/<\/script><script type="module" src="\/assets\/index-1.js"><\/script>/);
  });

  it("asks the API in process as a visitor, whoever's request caused the render, and only reads", async () => {
    // Logged in, but without the session hint: a render happens, and must not be this customer's.
    const customer = await loginAs(withWeb.app, await createUser(withWeb.database.db, { type: 'CUSTOMER' }));
    const { body } = await withWeb.app.inject({
      method: 'GET',
      url: '/students/search',
      headers: { ...customer.headers, cookie: customer.cookie },
    });
    const data = dataOf(body);
    expect(data.levels).toEqual({ status: 200, rows: 3 });
    expect(data.projects).toBe(401);
    expect(data.write).toMatch(/only reads the API/);
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

describe('how long a first screen is kept', () => {
  it('is rendered again once it is older than firstScreenFreshMs: the stale one answers while the new one renders', async () => {
    // Not 0: the cache reads a start time of 0 as "never stale".
    let now = 1_000;
    let renders = 0;
    const screens = firstScreens(writeWebBuild(), async () => ({ html: `<p>Udgave ${++renders}</p>`, modules: [] }), {
      clock: { now: () => now },
    });
    expect((await screens.get('/om-os'))?.html).toBe('<p>Udgave 1</p>');
    now += firstScreenFreshMs - 1;
    expect((await screens.get('/om-os'))?.html).toBe('<p>Udgave 1</p>');
    expect(renders).toBe(1);
    now += 2;
    // A visitor never waits for a render a page has had before.
    expect((await screens.get('/om-os'))?.html).toBe('<p>Udgave 1</p>');
    // The render started in the background settles (a turn of the event loop, no clock involved).
    await new Promise((resolve) => setImmediate(resolve));
    expect((await screens.get('/om-os'))?.html).toBe('<p>Udgave 2</p>');
    expect(renders).toBe(2);
  });
});

describe('forgetting them all (decision 046)', () => {
  it('renders every page anew after forgetAll, while a render in flight still answers its request', async () => {
    let renders = 0;
    let finishFirst: () => void = () => {};
    const firstDone = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const screens = firstScreens(writeWebBuild(), async () => {
      const edition = ++renders;
      if (edition === 1) await firstDone;
      return { html: `<p>Udgave ${edition}</p>`, modules: [] };
    });
    const inFlight = screens.get('/om-os');
    screens.forgetAll();
    const after = screens.get('/om-os');
    finishFirst();
    expect((await inFlight)?.html).toBe('<p>Udgave 1</p>');
    expect((await after)?.html).toBe('<p>Udgave 2</p>');
    expect((await screens.get('/om-os'))?.html).toBe('<p>Udgave 2</p>');
    expect(renders).toBe(2);
  });

  it('forgets at most once a second: a burst of writes is one drop at once and one at its end', async () => {
    vi.useFakeTimers();
    try {
      let renders = 0;
      const screens = firstScreens(writeWebBuild(), async () => ({ html: `<p>Udgave ${++renders}</p>`, modules: [] }), {
        clock: { now: () => Date.now() },
      });
      const edition = async () => (await screens.get('/om-os'))?.html;
      expect(await edition()).toBe('<p>Udgave 1</p>');
      screens.forgetAll();
      expect(await edition()).toBe('<p>Udgave 2</p>');
      for (let n = 0; n < 5; n++) {
        screens.forgetAll();
        expect(await edition()).toBe('<p>Udgave 2</p>');
      }
      vi.advanceTimersByTime(forgetAtMostEveryMs - 1);
      expect(await edition()).toBe('<p>Udgave 2</p>');
      vi.advanceTimersByTime(1);
      expect(await edition()).toBe('<p>Udgave 3</p>');
      expect(renders).toBe(3);
      // Quiet for a while: the next write drops them at once again.
      vi.advanceTimersByTime(5_000);
      screens.forgetAll();
      expect(await edition()).toBe('<p>Udgave 4</p>');
    } finally {
      vi.useRealTimers();
    }
  });

  const testimonial = { score: 5, title: 'Godt arbejde', body: 'Hurtig, venlig og grundig hjælp med regnskabet.', name: 'Ane' };

  it('happens when a write that a public page may show succeeds, before its answer leaves', async () => {
    await get('/betingelser');
    const customer = await loginAs(withWeb.app, await createUser(withWeb.database.db, { type: 'CUSTOMER' }));
    const written = await withWeb.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      headers: customer.headers,
      payload: testimonial,
    });
    expect(written.statusCode).toBe(201);
    await get('/betingelser');
    expect(calls).toEqual(['/betingelser', '/betingelser']);
  });

  it('does not happen for a refused write, nor for a write in an area no public page shows (a login)', async () => {
    await get('/skabeloner');
    const refused = await withWeb.app.inject({ method: 'POST', url: '/api/testimonials', payload: testimonial });
    expect(refused.statusCode).toBe(401);
    await loginAs(withWeb.app, await createUser(withWeb.database.db, { type: 'CUSTOMER' }));
    await get('/skabeloner');
    expect(calls).toEqual(['/skabeloner']);
  });
});

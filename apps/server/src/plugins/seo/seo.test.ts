import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { createStudent } from '../../../test/student-factories.ts';
import { writeWebBuild } from '../../../test/web-build.ts';
import { skills, studentSlugHistory } from '../../db/schema/index.ts';
import { loadCategoryMeta } from './category-content.ts';

vi.mock('./category-content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./category-content.ts')>();
  return { ...original, loadCategoryMeta: vi.fn(original.loadCategoryMeta) };
});

// Shaped like the Vite build: a multi-line description meta and module scripts in the head.
const indexHtml = `<!doctype html>
<html lang="da">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Statisk beskrivelse."
    />
    <title>Studiekraft</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let distDir: string;
let anna: Awaited<ReturnType<typeof createStudent>>;
let hostile: Awaited<ReturnType<typeof createStudent>>;
let hidden: Awaited<ReturnType<typeof createStudent>>;

beforeAll(async () => {
  distDir = writeWebBuild({ 'index.html': indexHtml, 'assets/index-abc.js': 'console.log(1)' });
  t = await buildTestApp({ config: { webDist: distDir } });
  const db = t.database.db;
  anna = await createStudent(db, {
    name: 'Anna Alfa',
    slug: 'anna-alfa',
    short: 'Grafiker',
    about: '<p>Jeg laver <strong>logoer</strong> og visitkort.</p>',
    avatarPath: 'avatars/anna.png',
  });
  hostile = await createStudent(db, {
    name: '<script>alert(1)</script>',
    slug: 'script-student',
    short: '"Citat" & <b>fed</b>',
    about: '<p>"></title><script>alert(2)</script></p>',
  });
  hidden = await createStudent(db, { name: 'Skjult Studerende', slug: 'skjult', isPrivate: true });
  await db.update(skills).set({ enabled: false }).where(eq(skills.key, 'webshop'));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const head = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  const body = response.body;
  const attr = (pattern: RegExp) => pattern.exec(body)?.[1];
  return {
    body,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogType: attr(/<meta property="og:type" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    noindex: body.includes('<meta name="robots" content="noindex" />'),
  };
};

describe('GET /robots.txt and /sitemap.xml', () => {
  it('allows everything but the private areas and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of ['User-agent: *', 'Disallow: /administration', 'Disallow: /account', 'Disallow: /overview']) {
      expect(response.body).toContain(line);
    }
    expect(response.body).toContain('Disallow: /conversations\nDisallow: /api/\nAllow: /');
    expect(response.body).toContain('Sitemap: http://studiekraft.test/sitemap.xml');
  });

  it('lists static pages, enabled groups and skills, and visible students, as absolute URLs', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const base = 'http://studiekraft.test';
    for (const path of [
      '/',
      '/kontakt',
      '/betingelser',
      '/om-os',
      '/skabeloner',
      '/bliv-student-freelancer',
      '/students/search',
      '/hvad-tilbyder-vi/',
    ])
      expect(locs).toContain(`${base}${path}`);
    expect(locs).toContain(`${base}/hvad-tilbyder-vi/web/`);
    expect(locs).toContain(`${base}/hvad-tilbyder-vi/web/simple-website`);
    expect(locs).toContain(`${base}/students/anna-alfa`);
    expect(locs).toContain(`${base}/students/script-student`);
    expect(locs).not.toContain(`${base}/hvad-tilbyder-vi/web/webshop`);
    expect(locs).not.toContain(`${base}/students/skjult`);
    expect(
      locs.filter((loc) => loc?.startsWith(`${base}/hvad-tilbyder-vi/`) && loc.split('/').length === 6 && !loc.endsWith('/')),
    ).toHaveLength(54);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('server-side meta in index.html', () => {
  it('gives the home page its title, description, canonical and Open Graph tags, once each', async () => {
    const page = await head('/');
    expect(page.title).toBe('Studiekraft – Få opgaverne løst af dygtige studerende');
    // The entry price is the catalogue's (issue 36): the seeded first level's hourly paygrade.
    expect(page.description).toBe(
      'Studiekraft forbinder små virksomheder og selvstændige med screenede universitetsstuderende, der løser opgaver fra 190 kr. i timen ekskl. moms.',
    );
    expect(page.canonical).toBe('http://studiekraft.test/');
    expect(page).toMatchObject({ ogType: 'website', ogUrl: 'http://studiekraft.test/', noindex: false });
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.match(/name="description"/g)).toHaveLength(1);
    expect(page.body).not.toContain('Statisk beskrivelse');
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('names a student profile from the database', async () => {
    const page = await head('/students/anna-alfa');
    expect(page.title).toBe('Anna Alfa – Grafiker | Studiekraft');
    expect(page.ogTitle).toBe(page.title);
    expect(page.description).toBe('Jeg laver logoer og visitkort.');
    expect(page).toMatchObject({
      canonical: 'http://studiekraft.test/students/anna-alfa',
      ogType: 'profile',
      ogImage: 'http://studiekraft.test/api/media/avatars/anna.png',
    });
    expect(anna.slug).toBe('anna-alfa');
  });

  it("answers a renamed student's old link with a 301 to the current one, keeping the query", async () => {
    await t.database.db.insert(studentSlugHistory).values({ slug: 'anna-gammel', student_id: anna.studentId });
    const moved = await get('/students/anna-gammel');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/students/anna-alfa');
    // Asked again every time: the student may take the old link back by renaming back (decision 068).
    expect(moved.headers['cache-control']).toBe('no-cache');
    expect(moved.body).not.toContain('Anna Alfa');
    const withQuery = await get('/students/anna-gammel?tab=ratings');
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe('/students/anna-alfa?tab=ratings');
    expect((await head('/students/anna-alfa')).canonical).toBe('http://studiekraft.test/students/anna-alfa');
  });

  it("lets a student's current slug win over another student's old slug, also when that student is hidden", async () => {
    const db = t.database.db;
    await db.insert(studentSlugHistory).values([
      { slug: hostile.slug, student_id: anna.studentId },
      { slug: hidden.slug, student_id: anna.studentId },
    ]);
    const current = await head(`/students/${hostile.slug}`);
    expect(current.canonical).toBe(`http://studiekraft.test/students/${hostile.slug}`);
    // The hidden student's link is theirs: no redirect to Anna, the page as for any hidden profile.
    const hiddenPage = await head(`/students/${hidden.slug}`);
    expect(hiddenPage).toMatchObject({ canonical: 'http://studiekraft.test/', noindex: true });
  });

  it('does not lead an old link to a student who is hidden or no longer active', async () => {
    const db = t.database.db;
    const privateOne = await createStudent(db, { name: 'Privat Person', isPrivate: true });
    const inactive = await createStudent(db, { name: 'Inaktiv Person', activated: false });
    await db.insert(studentSlugHistory).values([
      { slug: 'privat-gammel', student_id: privateOne.studentId },
      { slug: 'inaktiv-gammel', student_id: inactive.studentId },
    ]);
    for (const url of ['/students/privat-gammel', '/students/inaktiv-gammel']) {
      const page = await head(url);
      expect(page, url).toMatchObject({ canonical: 'http://studiekraft.test/', noindex: true });
      expect(page.body, url).not.toContain(privateOne.slug);
      expect(page.body, url).not.toContain(inactive.slug);
    }
  });

  it('escapes user content it injects', async () => {
    const page = await head(`/students/${hostile.slug}`);
    expect(page.title).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; – &quot;Citat&quot; &amp; &lt;b&gt;fed&lt;/b&gt; | Studiekraft',
    );
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<b>fed');
    expect(page.description).toBe('&quot;&gt;');
  });

  it('keeps the default tags, with noindex, for hidden or unknown students and unknown paths', async () => {
    for (const url of [
      `/students/${hidden.slug}`,
      '/students/findes-ikke',
      '/noget/helt/andet',
      '/administration/projects?x=1',
    ]) {
      const page = await head(url);
      expect(page.title, url).toBe('Studiekraft – Få opgaverne løst af dygtige studerende');
      expect(page.noindex, url).toBe(true);
      expect(page.canonical).toBe('http://studiekraft.test/');
    }
  });

  it('names static pages, groups and skills, using the landing content where it exists', async () => {
    expect((await head('/kontakt')).title).toBe('Kontakt | Studiekraft');
    expect((await head('/skabeloner')).title).toBe('Skabeloner til opgavebeskrivelser | Studiekraft');
    expect((await head('/students/search')).title).toBe('Find studerende | Studiekraft');
    expect((await head('/students/search/logo')).title).toBe('Find studerende til Logo | Studiekraft');
    expect((await head('/hvad-tilbyder-vi/')).title).toBe('Hvad kan vi lave? | Studiekraft');
    const group = await head('/hvad-tilbyder-vi/oekonomi/');
    expect(group).toMatchObject({
      title: 'Økonomi | Studiekraft',
      canonical: 'http://studiekraft.test/hvad-tilbyder-vi/oekonomi/',
    });

    const content = await loadCategoryMeta('simple-website');
    const skill = await head('/hvad-tilbyder-vi/web/simple-website');
    expect(skill.canonical).toBe('http://studiekraft.test/hvad-tilbyder-vi/web/simple-website');
    if (content?.metaDescription) expect(skill.description).toBe(content.metaDescription.replaceAll('&', '&amp;'));
    expect(skill.title).toBe(`${content?.title ?? 'Simpel hjemmeside'} | Studiekraft`);
  });

  it('falls back to a generic Danish description when there is no landing content', async () => {
    vi.mocked(loadCategoryMeta).mockResolvedValueOnce(undefined);
    const skill = await head('/hvad-tilbyder-vi/oekonomi/accounting');
    expect(skill.title).toBe('Regnskab | Studiekraft');
    expect(skill.description).toMatch(/^Få hjælp til regnskab af en dygtig studerende hos Studiekraft/);
    expect((await head('/hvad-tilbyder-vi/web/webshop')).noindex).toBe(true);
  });

  it('reads index.html once, at start-up', async () => {
    writeFileSync(path.join(distDir, 'index.html'), '<html><title>Ændret</title></html>');
    expect((await head('/')).body).toContain('index-abc.js');
    expect((await get('/index.html')).statusCode).toBe(404);
  });
});

describe('a staff change of the catalogue (issue 36)', () => {
  it("shows at once in the home page's entry price and in the sitemap, and is undone as quickly", async () => {
    const { headers } = await loginAs(t.app, await createUser(t.database.db, { type: 'EMPLOYEE' }));
    const [entryLevel] = (await get('/api/levels')).json().rows;
    const logo = (await get('/api/skills/name/logo')).json().data;
    const original = logo.paygrades.map(({ level_id, starting_price, type }: Record<string, unknown>) => ({
      level_id,
      starting_price,
      type,
    }));
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/skills/${logo.id}`, headers, payload });
    const sitemap = async () => (await get('/sitemap.xml')).body;

    type Paygrade = { level_id: number; starting_price: number; type: string };
    const cheaper = [
      ...original.filter((paygrade: Paygrade) => paygrade.level_id !== entryLevel.id),
      { level_id: entryLevel.id, starting_price: 175, type: 'hourly' },
    ];
    expect((await put({ paygrades: cheaper })).statusCode).toBe(200);
    expect((await head('/')).description).toContain('fra 175 kr. i timen ekskl. moms');
    expect((await put({ enabled: false })).statusCode).toBe(200);
    expect(await sitemap()).not.toContain('/hvad-tilbyder-vi/grafik/logo<');

    await put({ enabled: true, paygrades: original });
    expect((await head('/')).description).toContain('fra 190 kr. i timen ekskl. moms');
    expect(await sitemap()).toContain('/hvad-tilbyder-vi/grafik/logo<');
  });
});

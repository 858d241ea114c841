import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  type FakeWordPressPost,
  type FakeWordPressServer,
  startFakeWordPressServer,
} from '../../../test/fake-wordpress-server.ts';
import { writeWebBuild } from '../../../test/web-build.ts';
import { type BlogService, createBlogService } from './blog-service.ts';
import { createWordPressSource } from './wordpress-source.ts';

const longExcerpt =
  '<p>Et logo er ofte det første, en kunde ser fra din virksomhed, og derfor er det værd at bruge en time på en god brief, før en studerende går i gang med skitserne til jer &hellip;</p>\n';

/** The standard WordPress shape with _embed and Yoast. */
const standardPost: FakeWordPressPost = {
  id: 101,
  slug: 'logo-brief',
  date: '2026-10-01T10:00:00',
  date_gmt: '2026-10-01T08:00:00',
  title: { rendered: 'Logo &#8211; sådan briefer du &amp; sparer tid' },
  excerpt: { rendered: longExcerpt },
  content: {
    rendered:
      '<h2>Brief</h2><p onclick="steal()">Tekst <a href="javascript:alert(1)">farlig</a> og <a href="https://example.dk/side" target="_blank">ekstern</a> og <a href="/students/search">intern</a>.</p>' +
      '<script>alert("x")</script><iframe src="https://evil.example/"></iframe><style>body{display:none}</style>' +
      '<figure><img src="https://example.dk/a-1024.jpg" srcset="https://example.dk/a-300.jpg 300w, https://example.dk/a-1024.jpg 1024w" sizes="(max-width: 600px) 100vw" alt="Skitser" width="1024" height="683" onerror="steal()" style="x"><figcaption>Skitser</figcaption></figure>',
  },
  categories: [2, 3],
  tags: [14, 15],
  yoast_head_json: {
    title: 'Sådan briefer du på et logo &#8211; Eksempel',
    description: 'Yoasts beskrivelse af indlægget.',
    og_image: [{ url: 'https://example.dk/og.jpg' }],
  },
  _embedded: {
    author: [
      {
        name: 'Mette Hansen',
        description: 'Skriver om design.',
        avatar_urls: { '24': 'https://gravatar.example/24', '96': 'https://gravatar.example/96' },
      },
    ],
    'wp:featuredmedia': [
      {
        source_url: 'https://example.dk/a.jpg',
        alt_text: 'Skitser på et bord',
        media_details: {
          width: 2048,
          height: 1365,
          sizes: {
            large: { source_url: 'https://example.dk/a-1024.jpg', width: 1024 },
            medium: { source_url: 'https://example.dk/a-300.jpg', width: 300 },
            full: { source_url: 'https://example.dk/a.jpg', width: 2048 },
          },
        },
      },
    ],
  },
};

/** The spec's custom fields, without _embedded. */
const customPost: FakeWordPressPost = {
  id: 102,
  slug: 'moms-kort',
  date: '2026-09-01T10:00:00',
  title: { rendered: 'Moms kort fortalt' },
  excerpt: { rendered: '<p>Kort om moms.</p>' },
  content: { rendered: '<p>Moms.</p>' },
  categories: [4],
  tags: [],
  images: { large: 'https://example.dk/moms.jpg' },
  author_data: {
    name: 'Jonas Berg',
    title: 'Revisor',
    description: 'Hjælper små virksomheder.',
    avatar: 'https://example.dk/jonas.jpg',
  },
};

const morePosts: FakeWordPressPost[] = Array.from({ length: 10 }, (_, i) => ({
  id: 200 + i,
  slug: `marketing-${i}`,
  date: `2026-08-${String(10 + i).padStart(2, '0')}T10:00:00`,
  title: { rendered: `Marketing ${i}` },
  excerpt: { rendered: '<p>Om marketing.</p>' },
  content: { rendered: '<p>Marketing.</p>' },
  categories: [3],
  tags: [],
}));

const categories = [
  { id: 2, slug: 'tips', name: 'Tips til sm&aring; virksomheder', count: 1 },
  { id: 3, slug: 'marketing', name: 'Marketing', count: 11 },
  { id: 4, slug: 'oekonomi', name: '&Oslash;konomi', count: 1 },
];
const tags = [
  { id: 14, slug: 'udvalgt', name: 'Udvalgt', count: 1 },
  { id: 15, slug: 'logo', name: 'Logo', count: 1 },
];

let wp: FakeWordPressServer;
let clock: number;
let blog: BlogService;
const warnings: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  wp = await startFakeWordPressServer({ posts: [standardPost, customPost, ...morePosts], categories, tags });
});
afterAll(async () => {
  await wp?.close();
});
beforeEach(() => {
  wp.mode = 'ok';
  wp.requests.length = 0;
  warnings.length = 0;
  clock = Date.parse('2026-11-01T12:00:00Z');
  blog = createBlogService({
    source: createWordPressSource({ baseUrl: wp.url, timeoutMs: 300, userAgent: 'test' }),
    brandName: 'Studiekraft',
    now: () => clock,
    log: { warn: (object) => warnings.push(object) },
  });
});
afterEach(async () => {
  await blog.settled();
});

describe('the WordPress feed', () => {
  it('reads the standard shape: plain titles, cut excerpts, srcset, author, Yoast and sanitised content', async () => {
    const post = await blog.post('logo-brief');
    expect(post).not.toBeNull();
    if (!post) return;
    expect(post.title).toBe('Logo – sådan briefer du & sparer tid');
    expect(post.excerpt.length).toBeLessThanOrEqual(150);
    expect(post.excerpt.endsWith('…')).toBe(true);
    expect(post.excerpt).not.toContain('&');
    expect(post.date).toBe('2026-10-01T08:00:00.000Z');
    expect(post.categories.map((c) => c.name)).toEqual(['Tips til små virksomheder', 'Marketing']);
    expect(post.tags.map((t) => t.id)).toEqual([14, 15]);
    expect(post.image).toEqual({
      src: 'https://example.dk/a.jpg',
      srcset: 'https://example.dk/a-300.jpg 300w, https://example.dk/a-1024.jpg 1024w, https://example.dk/a.jpg 2048w',
      alt: 'Skitser på et bord',
      width: 2048,
      height: 1365,
    });
    expect(post.author).toEqual({
      name: 'Mette Hansen',
      title: null,
      description: 'Skriver om design.',
      avatar: 'https://gravatar.example/96',
    });
    expect(post.seo).toEqual({
      title: 'Sådan briefer du på et logo – Eksempel',
      description: 'Yoasts beskrivelse af indlægget.',
      image: 'https://example.dk/og.jpg',
    });
    const html = post.content_html;
    for (const bad of [
      '<script',
      'alert("x")',
      '<iframe',
      '<style',
      'display:none',
      'onclick',
      'onerror',
      'javascript:',
      'style=',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('srcset="https://example.dk/a-300.jpg 300w, https://example.dk/a-1024.jpg 1024w"');
    expect(html).toContain('<figcaption>Skitser</figcaption>');
    expect(html).toContain('<a href="https://example.dk/side" target="_blank" rel="noopener noreferrer">ekstern</a>');
    expect(html).toContain('<a href="/students/search" rel="noopener">intern</a>');
    // Related: the same first category, never the post itself.
    expect(post.related.map((r) => r.id)).not.toContain(101);
    expect(post.related.length).toBeLessThanOrEqual(3);
  });

  it("reads the spec's custom fields (images.large, author_data) and falls back to the post's own SEO", async () => {
    const post = await blog.post('moms-kort');
    expect(post?.image).toEqual({
      src: 'https://example.dk/moms.jpg',
      srcset: null,
      alt: 'Moms kort fortalt',
      width: null,
      height: null,
    });
    expect(post?.author).toEqual({
      name: 'Jonas Berg',
      title: 'Revisor',
      description: 'Hjælper små virksomheder.',
      avatar: 'https://example.dk/jonas.jpg',
    });
    expect(post?.seo).toEqual({
      title: 'Moms kort fortalt | Studiekraft',
      description: 'Kort om moms.',
      image: 'https://example.dk/moms.jpg',
    });
    expect(post?.categories.map((c) => c.name)).toEqual(['Økonomi']);
  });

  it('pages a category by slug with the total from X-WP-Total, and asks WordPress with the id', async () => {
    const first = await blog.listPosts({ page: 1, per_page: 4, category: 'marketing' });
    expect(first.total).toBe(11);
    expect(first.pages).toBe(3);
    expect(first.data).toHaveLength(4);
    const last = await blog.listPosts({ page: 3, per_page: 4, category: '3' });
    expect(last.data).toHaveLength(3);
    expect(wp.requests.some((r) => r.includes('/posts?') && r.includes('categories=3') && r.includes('_embed'))).toBe(true);
    // Past the last page WordPress says 400; the blog shows an empty page.
    expect(await blog.listPosts({ page: 9, per_page: 4, category: 'marketing' })).toEqual({ data: [], total: 0, pages: 0 });
  });

  it('filters by tag, and answers an unknown category or tag with an empty list without asking for posts', async () => {
    const featured = await blog.listPosts({ page: 1, per_page: 9, tag: 'udvalgt' });
    expect(featured.data.map((p) => p.slug)).toEqual(['logo-brief']);
    wp.requests.length = 0;
    expect(await blog.listPosts({ page: 1, per_page: 9, category: 'findes-ikke' })).toEqual({ data: [], total: 0, pages: 0 });
    expect(await blog.listPosts({ page: 1, per_page: 9, tag: '999' })).toEqual({ data: [], total: 0, pages: 0 });
    expect(wp.requests.filter((r) => r.includes('/posts'))).toEqual([]);
  });

  it('finds categories and tags by slug with their counts', async () => {
    expect(await blog.category('marketing')).toEqual({ id: 3, slug: 'marketing', name: 'Marketing', count: 11 });
    expect(await blog.tag('udvalgt')).toMatchObject({ id: 14, count: 1 });
    expect(await blog.category('findes-ikke')).toBeNull();
    expect(await blog.post('findes-ikke')).toBeNull();
  });
});

describe('the cache', () => {
  it('serves a fresh answer without asking again, then stale while one background load refreshes it', async () => {
    await blog.categories();
    const asked = () => wp.requests.filter((r) => r.includes('/categories')).length;
    expect(asked()).toBe(1);
    clock += 4 * 60_000;
    await blog.categories();
    expect(asked()).toBe(1);

    wp.categories = [...categories, { id: 5, slug: 'ny', name: 'Ny', count: 0 }];
    clock += 2 * 60_000;
    // Stale: the old copy at once, the new one after the background load.
    expect(await blog.categories()).toHaveLength(3);
    await blog.settled();
    expect(asked()).toBe(2);
    expect(await blog.categories()).toHaveLength(4);
    wp.categories = categories;
  });

  it('keeps the last good copy when WordPress fails, and logs the failure without the slug', async () => {
    expect((await blog.post('logo-brief'))?.title).toContain('Logo');
    wp.mode = 'error';
    clock += 10 * 60_000;
    expect((await blog.post('logo-brief'))?.title).toContain('Logo');
    await blog.settled();
    expect((await blog.post('logo-brief'))?.title).toContain('Logo');
    expect(warnings.length).toBeGreaterThan(0);
    expect(JSON.stringify(warnings)).not.toContain('logo-brief');
    expect(warnings[0]).toMatchObject({ source: 'wordpress' });
  });

  it('gives an empty blog when WordPress fails before it ever answered, and does not ask again at once', async () => {
    wp.mode = 'error';
    expect(await blog.listPosts({ page: 1, per_page: 9 })).toEqual({ data: [], total: 0, pages: 0 });
    expect(await blog.tags()).toEqual([]);
    const asked = wp.requests.length;
    await blog.listPosts({ page: 1, per_page: 9 });
    expect(wp.requests.length).toBe(asked);
    // After the retry pause it asks again and recovers.
    wp.mode = 'ok';
    clock += 60_000;
    await blog.listPosts({ page: 1, per_page: 9 });
    await blog.settled();
    expect((await blog.listPosts({ page: 1, per_page: 9 })).total).toBe(12);
  });

  it('times a slow WordPress out and answers empty instead of waiting', async () => {
    wp.mode = 'slow';
    wp.slowMs = 2000;
    const started = Date.now();
    expect(await blog.listPosts({ page: 1, per_page: 9 })).toEqual({ data: [], total: 0, pages: 0 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(String(warnings[0]?.error)).toMatch(/abort|timeout/i);
  });
});

describe('the API and pages on a WordPress feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { blogFeedUrl: wp.url, blogFeedTimeoutMs: 300, webDist: writeWebBuild() } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers in the contract shapes, and with an empty list rather than an error when WordPress fails', async () => {
    const list = await t.app.inject({ url: '/api/blog/posts?category=marketing&per_page=2' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 11, pages: 6 });
    const post = await t.app.inject({ url: '/api/blog/posts/logo-brief' });
    expect(post.json().data.content_html).not.toContain('<script');

    wp.mode = 'error';
    const failing = await t.app.inject({ url: '/api/blog/posts?tag=logo' });
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toEqual({ data: [], total: 0, pages: 0 });
    expect((await t.app.inject({ url: '/api/blog/posts/moms-kort' })).statusCode).toBe(404);
    // The post read before still shows.
    expect((await t.app.inject({ url: '/api/blog/posts/logo-brief' })).statusCode).toBe(200);
    wp.mode = 'ok';
  });

  it("fills a post's page with Yoast's title, description and image, and a category's with its name", async () => {
    const page = await t.app.inject({ url: '/blog/logo-brief' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sådan briefer du på et logo – Eksempel</title>');
    expect(page.body).toContain('<meta name="description" content="Yoasts beskrivelse af indlægget." />');
    expect(page.body).toContain('<link rel="canonical" href="http://studiekraft.test/blog/logo-brief" />');
    expect(page.body).toContain('<meta property="og:image" content="https://example.dk/og.jpg" />');
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    // The browser may load the blog's images from WordPress's host and avatars from Gravatar.
    expect(String(page.headers['content-security-policy'])).toContain(
      `img-src 'self' data: blob: ${new URL(wp.url).origin} https://secure.gravatar.com`,
    );
    const category = await t.app.inject({ url: '/blog/kategori/marketing' });
    expect(category.body).toContain('<title>Marketing – Blog | Studiekraft</title>');
    expect(category.body).not.toContain('noindex');
    const unknown = await t.app.inject({ url: '/blog/tag/findes-ikke' });
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
  });
});

import { blogConstants } from '@studiekraft/shared/constants/blog';
import { blogPostResponseSchema, blogPostsResponseSchema, blogTermsResponseSchema } from '@studiekraft/shared/schemas/blog';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { writeWebBuild } from '../../../test/web-build.ts';
import { createMarkdownSource } from './markdown-source.ts';

/** The built-in Markdown posts, as the e2e server and a fresh installation serve them (no BLOG_FEED_URL). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { webDist: writeWebBuild() } });
});
afterAll(async () => {
  await t?.close();
});

describe('the built-in blog content', () => {
  it('has the categories the blog front needs, a featured post, and every post in one of them', async () => {
    const source = createMarkdownSource();
    const categories = await source.categories();
    for (const id of blogConstants.categoryIds) expect(categories.find((c) => c.id === id)?.count).toBeGreaterThan(0);
    const tags = await source.tags();
    expect(tags.find((tag) => tag.id === blogConstants.featuredTagId)?.count).toBeGreaterThan(0);
    const { posts, total } = await source.posts({ page: 1, perPage: 50 });
    expect(total).toBeGreaterThanOrEqual(7);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(
        post.categoryIds.some((id) => blogConstants.categoryIds.includes(id)),
        post.slug,
      ).toBe(true);
      const words = post.contentHtml
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(350);
      expect(post.author?.name).toBeTruthy();
    }
    // Newest first.
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
  });
});

describe('the blog API on the built-in feed', () => {
  it('lists posts in the contract shape with excerpts of at most 150 characters', async () => {
    const response = await t.app.inject({ url: '/api/blog/posts?per_page=3&page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = blogPostsResponseSchema.parse(response.json());
    expect(body.data).toHaveLength(3);
    expect(body.pages).toBe(Math.ceil(body.total / 3));
    for (const post of body.data) expect(post.excerpt.length).toBeLessThanOrEqual(blogConstants.excerptLength);
  });

  it('filters by category slug or id and by tag, and gives an empty 200 for an unknown one', async () => {
    const bySlug = blogPostsResponseSchema.parse((await t.app.inject({ url: '/api/blog/posts?category=marketing' })).json());
    const byId = blogPostsResponseSchema.parse((await t.app.inject({ url: '/api/blog/posts?category=3' })).json());
    expect(bySlug.total).toBeGreaterThan(0);
    expect(byId).toEqual(bySlug);
    for (const post of bySlug.data) expect(post.categories.map((c) => c.id)).toContain(3);
    const featured = blogPostsResponseSchema.parse((await t.app.inject({ url: '/api/blog/posts?tag=14&per_page=1' })).json());
    expect(featured.data[0]?.tags.map((tag) => tag.id)).toContain(14);
    const unknown = await t.app.inject({ url: '/api/blog/posts?tag=findes-ikke' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: [], total: 0, pages: 0 });
  });

  it('refuses a per_page beyond 50 or a page below 1 as INVALID_QUERY, never a 500', async () => {
    const tooMany = await t.app.inject({ url: '/api/blog/posts?per_page=51' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'INVALID_QUERY' });
    expect((await t.app.inject({ url: '/api/blog/posts?page=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/blog/posts?page=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/blog/posts?category[]=marketing' })).statusCode).toBe(400);
    // Fastify's router takes no path parameter over 100 characters, so no API route matches: with the web
    // app's page route (decision 043) that is the API's 404 (alone, Fastify answers 414), never the schema.
    const overlong = await t.app.inject({ url: `/api/blog/posts/${'a'.repeat(201)}` });
    expect(overlong.statusCode).toBe(404);
    expect(overlong.json()).toEqual({ message: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/blog/posts/%E0%A4%A' })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: '/api/blog/tags/%00' })).statusCode).toBe(404);
  });

  it('gives one post with its HTML, author, SEO and related posts; an unknown slug is 404 NOT_FOUND', async () => {
    const response = await t.app.inject({ url: '/api/blog/posts/momsfrister-uden-panik' });
    expect(response.statusCode).toBe(200);
    const { data } = blogPostResponseSchema.parse(response.json());
    expect(data.title).toBe('Momsfrister uden panik');
    expect(data.content_html).toContain('<h2>');
    expect(data.author?.name).toBe('Studiekraft-redaktionen');
    expect(data.seo.title).toBe('Momsfrister uden panik | Studiekraft');
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.map((r) => r.slug)).not.toContain('momsfrister-uden-panik');
    const missing = await t.app.inject({ url: '/api/blog/posts/findes-ikke' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('lists categories and tags with counts, and finds one by slug', async () => {
    const categories = blogTermsResponseSchema.parse((await t.app.inject({ url: '/api/blog/categories' })).json());
    expect(categories.data.map((c) => c.id)).toEqual(expect.arrayContaining([2, 3, 4]));
    const tags = blogTermsResponseSchema.parse((await t.app.inject({ url: '/api/blog/tags' })).json());
    // An empty tag is listed with count 0; the tag bar hides it.
    expect(tags.data.find((tag) => tag.slug === 'podcast')?.count).toBe(0);
    const one = await t.app.inject({ url: '/api/blog/categories/oekonomi-og-regnskab' });
    expect(one.json()).toMatchObject({ data: { id: 4, name: 'Økonomi og regnskab' } });
    expect((await t.app.inject({ url: '/api/blog/tags/udvalgt' })).json()).toMatchObject({ data: { id: 14 } });
    expect((await t.app.inject({ url: '/api/blog/tags/findes-ikke' })).statusCode).toBe(404);
  });
});

describe('RSS and sitemap', () => {
  it('serves /blog/feed.xml as well-formed RSS 2.0 with absolute links', async () => {
    const response = await t.app.inject({ url: '/blog/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    // A real XML parser: it throws on anything not well-formed (an unescaped & or <, an unclosed tag).
    const parser = new SaxesParser();
    const items: Array<Record<string, string>> = [];
    let rssVersion: string | undefined;
    let current: Record<string, string> | undefined;
    let field: string | undefined;
    parser.on('opentag', (tag) => {
      if (tag.name === 'rss') rssVersion = String(tag.attributes.version);
      if (tag.name === 'item') current = {};
      else if (current) field = tag.name;
    });
    parser.on('text', (text) => {
      if (current && field) current[field] = (current[field] ?? '') + text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'item' && current) {
        items.push(current);
        current = undefined;
      }
      field = undefined;
    });
    parser.write(response.body).close();
    expect(rssVersion).toBe('2.0');
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(items.length).toBeLessThanOrEqual(blogConstants.rssItems);
    for (const item of items) {
      expect(item.link).toMatch(/^http:\/\/studiekraft\.test\/blog\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
      expect(item.title).toBeTruthy();
    }
  });

  it('lists the blog front, categories, tags with posts and every post in /sitemap.xml', async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain('<loc>http://studiekraft.test/blog/</loc>');
    expect(body).toContain('<loc>http://studiekraft.test/blog/kategori/marketing</loc>');
    expect(body).toContain('<loc>http://studiekraft.test/blog/tag/udvalgt</loc>');
    expect(body).not.toContain('/blog/tag/podcast');
    expect(body).toMatch(/<loc>http:\/\/studiekraft\.test\/blog\/momsfrister-uden-panik<\/loc><lastmod>2026-09-09<\/lastmod>/);
  });
});

describe('page meta on the built-in feed', () => {
  it('titles the blog front, and gives a post its own title, excerpt, absolute image and canonical', async () => {
    const front = (await t.app.inject({ url: '/blog/' })).body;
    expect(front).toContain('<title>Blog | Studiekraft</title>');
    expect(front).toContain('<link rel="canonical" href="http://studiekraft.test/blog/" />');
    const post = (await t.app.inject({ url: '/blog/momsfrister-uden-panik' })).body;
    expect(post).toContain('<title>Momsfrister uden panik | Studiekraft</title>');
    expect(post).toContain('<meta name="description" content="Din momsperiode afhænger af din omsætning');
    expect(post).toContain('<meta property="og:image" content="http://studiekraft.test/groups/oekonomi.svg" />');
    expect(post).toContain('<link rel="canonical" href="http://studiekraft.test/blog/momsfrister-uden-panik" />');
    const tag = (await t.app.inject({ url: '/blog/tag/udvalgt' })).body;
    expect(tag).toContain('<title>Indlæg om Udvalgt – Blog | Studiekraft</title>');
    // An unknown post: the web app sends it to /blog/, so nothing for a search engine.
    expect((await t.app.inject({ url: '/blog/findes-ikke' })).body).toContain('<meta name="robots" content="noindex" />');
  });
});

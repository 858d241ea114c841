import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { blogSitemapPaths } from '../../modules/blog/blog-sitemap.ts';
import { loadSitemapEntries } from './seo-repository.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

/** /sitemap.xml and /robots.txt on the site's origin, with or without a built web app. */
export const seoRoutesPlugin = fp(async (app: FastifyInstance) => {
  const { publicUrl } = app.config;
  const robots = renderRobots(publicUrl);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [entries, blogPaths] = await Promise.all([loadSitemapEntries(app.database.db), blogSitemapPaths(app.blog)]);
    const xml = renderSitemap(publicUrl, entries, blogPaths);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
});

import { blogConstants } from '@studiekraft/shared/constants/blog';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BlogService, createBlogService } from './blog-service.ts';
import { createMarkdownSource } from './markdown-source.ts';
import { renderRss } from './rss.ts';
import { createWordPressSource } from './wordpress-source.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The blog feed behind its cache (decision 028): the API, RSS, sitemap and page meta read it. */
    blog: BlogService;
  }
}

/**
 * Image origins the Content-Security-Policy must allow for a WordPress blog: its own host (wp-content/uploads)
 * and Gravatar, where WordPress keeps authors' avatars. None for the built-in posts, whose images are ours.
 */
export function blogImageSources(blogFeedUrl: string | undefined): string[] {
  if (!blogFeedUrl) return [];
  return [new URL(blogFeedUrl).origin, 'https://secure.gravatar.com', 'https://*.gravatar.com'];
}

/**
 * Chooses the blog's source from BLOG_FEED_URL (WordPress) or the built-in Markdown posts, decorates the app
 * with it, and serves /blog/feed.xml. Registered before the /api routes and the web app, which read it.
 */
export const blogPlugin = fp(async (app: FastifyInstance, options: { service?: BlogService }) => {
  const { config } = app;
  const log = app.log.child({ module: 'blog' });
  const source = config.blogFeedUrl
    ? createWordPressSource({
        baseUrl: config.blogFeedUrl,
        timeoutMs: config.blogFeedTimeoutMs,
        userAgent: `${config.brandName} blog (${config.publicUrl})`,
      })
    : createMarkdownSource();
  app.decorate('blog', options.service ?? createBlogService({ source, brandName: config.brandName, log }));

  app.get('/blog/feed.xml', { schema: { hide: true } }, async (_request, reply) => {
    const latest = await app.blog.listPosts({ page: 1, per_page: blogConstants.rssItems });
    const xml = renderRss({ publicUrl: config.publicUrl, brandName: config.brandName, posts: latest.data });
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
  });
});

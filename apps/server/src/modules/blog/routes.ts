import {
  blogPostResponseSchema,
  blogPostsQuerySchema,
  blogPostsResponseSchema,
  blogSlugParamsSchema,
  blogTermResponseSchema,
  blogTermsResponseSchema,
} from '@studiekraft/shared/schemas/blog';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';

/**
 * The server caches the feed for 5 minutes (decision 028); a browser or proxy may keep an answer for one,
 * so a post fixed in WordPress shows within a few minutes everywhere.
 */
const publicCacheControl = 'public, max-age=60';
const cached = (reply: FastifyReply) => reply.header('cache-control', publicCacheControl);

/** `/blog`: the public, read-only blog for anyone, logged in or not (issue 13). */
export async function blogModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];
  const { blog } = app;

  app.get(
    '/posts',
    { schema: { tags, querystring: blogPostsQuerySchema, response: { 200: blogPostsResponseSchema } } },
    async (request, reply) => {
      cached(reply);
      return blog.listPosts(request.query);
    },
  );
  app.get(
    '/posts/:slug',
    { schema: { tags, params: blogSlugParamsSchema, response: { 200: blogPostResponseSchema } } },
    async (request, reply) => {
      const post = await blog.post(request.params.slug);
      if (!post) throw notFound();
      cached(reply);
      return { data: post };
    },
  );
  app.get('/categories', { schema: { tags, response: { 200: blogTermsResponseSchema } } }, async (_request, reply) => {
    cached(reply);
    return { data: await blog.categories() };
  });
  app.get(
    '/categories/:slug',
    { schema: { tags, params: blogSlugParamsSchema, response: { 200: blogTermResponseSchema } } },
    async (request, reply) => {
      const term = await blog.category(request.params.slug);
      if (!term) throw notFound();
      cached(reply);
      return { data: term };
    },
  );
  app.get('/tags', { schema: { tags, response: { 200: blogTermsResponseSchema } } }, async (_request, reply) => {
    cached(reply);
    return { data: await blog.tags() };
  });
  app.get(
    '/tags/:slug',
    { schema: { tags, params: blogSlugParamsSchema, response: { 200: blogTermResponseSchema } } },
    async (request, reply) => {
      const term = await blog.tag(request.params.slug);
      if (!term) throw notFound();
      cached(reply);
      return { data: term };
    },
  );
}

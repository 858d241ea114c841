import { z } from 'zod';
import { blogConstants } from '../constants/blog.ts';

/**
 * The blog's public, read-only API (issue 13, decision 028). The server reads a WordPress REST API or the
 * built-in Markdown posts and answers in these shapes only, so the pages never see a feed's own format.
 */

/** A category or tag: `count` is how many posts carry it (the tag bar hides empty tags). */
export const blogTermSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  count: z.number(),
});
export type BlogTerm = z.infer<typeof blogTermSchema>;

/** A post's image; `srcset` is kept so phones load a small file. */
export const blogImageSchema = z.object({
  src: z.string(),
  srcset: z.string().nullable(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type BlogImage = z.infer<typeof blogImageSchema>;

export const blogAuthorSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** A post in a list: title and excerpt are plain text (the excerpt at most 150 characters, cut on a word with '…'). */
export const blogPostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** ISO 8601. */
  date: z.string(),
  categories: z.array(blogTermSchema),
  tags: z.array(blogTermSchema),
  image: blogImageSchema.nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** One post: `content_html` is sanitised on the server and may be rendered as HTML. */
export const blogPostSchema = blogPostSummarySchema.extend({
  content_html: z.string(),
  author: blogAuthorSchema.nullable(),
  seo: z.object({ title: z.string(), description: z.string(), image: z.string().nullable() }),
  related: z.array(blogPostSummarySchema).max(blogConstants.relatedMax),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A category or tag given as its id or its slug. */
const termRef = z
  .string({ error: 'validation.type' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.max' });

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'validation.type' })
    .int({ error: 'validation.type' })
    .min(1, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });

/** GET /api/blog/posts query: page is 1-based like WordPress. */
export const blogPostsQuerySchema = z.object({
  page: positiveInt(10_000).default(1),
  per_page: positiveInt(blogConstants.perPageMax).default(blogConstants.pageSize),
  category: termRef.optional(),
  tag: termRef.optional(),
});
export type BlogPostsQuery = z.input<typeof blogPostsQuerySchema>;

export const blogPostsResponseSchema = z.object({
  data: z.array(blogPostSummarySchema),
  total: z.number(),
  pages: z.number(),
});
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;

export const blogPostResponseSchema = z.object({ data: blogPostSchema });
export const blogTermsResponseSchema = z.object({ data: z.array(blogTermSchema) });
export const blogTermResponseSchema = z.object({ data: blogTermSchema });

/** The slug in /api/blog/posts/:slug, /categories/:slug and /tags/:slug. */
export const blogSlugParamsSchema = z.object({
  slug: z.string({ error: 'validation.type' }).min(1, { error: 'validation.required' }).max(200, { error: 'validation.max' }),
});

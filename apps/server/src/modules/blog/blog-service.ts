import { blogConstants } from '@studiekraft/shared/constants/blog';
import type { BlogPost, BlogPostSummary, BlogPostsResponse, BlogTerm } from '@studiekraft/shared/schemas/blog';
import type { BlogSource, SourcePage, SourcePost, SourcePostsQuery } from './blog-source.ts';
import { cutExcerpt } from './html-text.ts';
import { sanitizePostHtml } from './sanitize-content.ts';
import { createSwrCache, type SwrCache } from './stale-while-revalidate.ts';

/**
 * The blog as the API, the RSS feed, the sitemap and the page meta see it (decision 028): any source behind
 * one cache, answers in the shared shapes, and never a failure: a feed that cannot answer gives the last good
 * copy or an empty blog.
 */
export interface BlogService {
  readonly sourceName: BlogSource['name'];
  listPosts(query: { page: number; per_page: number; category?: string; tag?: string }): Promise<BlogPostsResponse>;
  post(slug: string): Promise<BlogPost | null>;
  categories(): Promise<BlogTerm[]>;
  tags(): Promise<BlogTerm[]>;
  category(slug: string): Promise<BlogTerm | null>;
  tag(slug: string): Promise<BlogTerm | null>;
  /** Background refreshes still running (tests). */
  settled(): Promise<void>;
}

export interface BlogLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

export interface BlogServiceOptions {
  source: BlogSource;
  brandName: string;
  log?: BlogLogger;
  now?: () => number;
  freshMs?: number;
  retryMs?: number;
}

const emptyPage = (): SourcePage => ({ posts: [], total: 0 });

/** WordPress slugs are lower case and percent-encoded beyond ASCII; the address bar may give either form. */
function findBySlug(slug: string, terms: BlogTerm[]): BlogTerm | null {
  const lower = slug.trim().toLowerCase();
  return terms.find((term) => term.slug.toLowerCase() === lower || safeDecode(term.slug).toLowerCase() === lower) ?? null;
}

/** The list's `category` and `tag` take an id or a slug. */
function resolveTerm(ref: string, terms: BlogTerm[]): BlogTerm | null {
  const clean = ref.trim();
  if (/^\d{1,9}$/.test(clean)) return terms.find((term) => term.id === Number(clean)) ?? null;
  return findBySlug(clean, terms);
}

function safeDecode(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

export function createBlogService(options: BlogServiceOptions): BlogService {
  const { source } = options;
  const cache: SwrCache = createSwrCache({
    freshMs: options.freshMs ?? 5 * 60_000,
    retryMs: options.retryMs ?? 30_000,
    // Every list page, term and slug asked for; a slug nobody has is cached too (as null), so this bounds it.
    maxEntries: 1000,
    now: options.now,
    // The kind of request only: a key holds a slug from someone's address bar.
    onError: (key, error) =>
      options.log?.warn(
        { source: source.name, request: key.split(':', 1)[0], error: error instanceof Error ? error.message : String(error) },
        'blog feed failed; serving the last good copy or an empty blog',
      ),
  });

  const categories = () =>
    cache.get(
      'categories',
      () => source.categories(),
      () => [],
    );
  const tags = () =>
    cache.get(
      'tags',
      () => source.tags(),
      () => [],
    );
  const posts = (query: SourcePostsQuery) =>
    cache.get(
      `posts:${query.page}:${query.perPage}:${query.categoryId ?? ''}:${query.tagId ?? ''}:${query.excludeId ?? ''}`,
      () => source.posts(query),
      emptyPage,
    );
  // Sanitised once per load, not once per view.
  const sourcePost = (slug: string) =>
    cache.get(
      `post:${slug}`,
      async () => {
        const post = await source.postBySlug(slug);
        return post ? { ...post, contentHtml: sanitizePostHtml(post.contentHtml) } : null;
      },
      () => null,
    );

  async function summarise(list: SourcePost[]): Promise<BlogPostSummary[]> {
    const [allCategories, allTags] = await Promise.all([categories(), tags()]);
    const pick = (idList: number[], terms: BlogTerm[]) =>
      idList.map((id) => terms.find((term) => term.id === id)).filter((term): term is BlogTerm => term !== undefined);
    return list.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: cutExcerpt(post.excerpt, blogConstants.excerptLength),
      date: post.date,
      categories: pick(post.categoryIds, allCategories),
      tags: pick(post.tagIds, allTags),
      image: post.image,
    }));
  }

  async function related(post: SourcePost): Promise<BlogPostSummary[]> {
    const categoryId = post.categoryIds[0];
    const page = await posts({
      page: 1,
      perPage: blogConstants.relatedMax + 1,
      ...(categoryId === undefined ? {} : { categoryId }),
      excludeId: post.id,
    });
    return summarise(page.posts.filter((other) => other.id !== post.id).slice(0, blogConstants.relatedMax));
  }

  return {
    sourceName: source.name,
    async listPosts(query) {
      const empty = { data: [], total: 0, pages: 0 };
      let categoryId: number | undefined;
      let tagId: number | undefined;
      if (query.category !== undefined) {
        const term = resolveTerm(query.category, await categories());
        if (!term) return empty;
        categoryId = term.id;
      }
      if (query.tag !== undefined) {
        const term = resolveTerm(query.tag, await tags());
        if (!term) return empty;
        tagId = term.id;
      }
      const page = await posts({ page: query.page, perPage: query.per_page, categoryId, tagId });
      return {
        data: await summarise(page.posts),
        total: page.total,
        pages: page.total === 0 ? 0 : Math.ceil(page.total / query.per_page),
      };
    },
    async post(slug) {
      const post = await sourcePost(slug.trim().toLowerCase());
      if (!post) return null;
      const [summary] = await summarise([post]);
      if (!summary) return null;
      const description = post.seo.description ?? cutExcerpt(post.excerpt, 160);
      return {
        ...summary,
        content_html: post.contentHtml,
        author: post.author,
        seo: {
          // Yoast's title is a whole <title> already (it names the site); ours gets the brand added.
          title: post.seo.title ?? `${post.title} | ${options.brandName}`,
          description,
          image: post.seo.image ?? post.image?.src ?? null,
        },
        related: await related(post),
      };
    },
    categories,
    tags,
    category: async (slug) => findBySlug(slug, await categories()),
    tag: async (slug) => findBySlug(slug, await tags()),
    settled: () => cache.settled(),
  };
}

import type { BlogAuthor, BlogImage, BlogTerm } from '@studiekraft/shared/schemas/blog';

/**
 * A post as a feed gives it, before the service shapes it for the API (decision 028). Title and excerpt are
 * plain text already; `contentHtml` is NOT sanitised yet, the service does that for every source alike.
 */
export interface SourcePost {
  id: number;
  slug: string;
  title: string;
  /** Plain text, not yet cut to the excerpt length. */
  excerpt: string;
  contentHtml: string;
  /** ISO 8601. */
  date: string;
  categoryIds: number[];
  tagIds: number[];
  image: BlogImage | null;
  author: BlogAuthor | null;
  /** A search plugin's own title, description and image (Yoast), when the feed has them. */
  seo: { title: string | null; description: string | null; image: string | null };
}

export interface SourcePostsQuery {
  page: number;
  perPage: number;
  categoryId?: number;
  tagId?: number;
  /** Leave this post out (related posts). */
  excludeId?: number;
}

export interface SourcePage {
  posts: SourcePost[];
  total: number;
}

/**
 * Where blog posts come from: a WordPress REST API or the built-in Markdown folder. Implementations may
 * throw (network, timeout, bad answer); the cache in front of them turns failures into the last good
 * copy or an empty blog.
 */
export interface BlogSource {
  readonly name: 'wordpress' | 'built-in';
  posts(query: SourcePostsQuery): Promise<SourcePage>;
  postBySlug(slug: string): Promise<SourcePost | null>;
  categories(): Promise<BlogTerm[]>;
  tags(): Promise<BlogTerm[]>;
}

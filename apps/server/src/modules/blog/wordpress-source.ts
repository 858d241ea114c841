import type { BlogAuthor, BlogImage, BlogTerm } from '@studiekraft/shared/schemas/blog';
import type { BlogSource, SourcePage, SourcePost, SourcePostsQuery } from './blog-source.ts';
import { decodeEntities, htmlToText } from './html-text.ts';

/**
 * The WordPress REST API (`…/wp-json/wp/v2`) as a blog source (decision 028). Reads the standard shape
 * (`title.rendered`, `_embedded['wp:featuredmedia']`, `_embedded.author`, Yoast's `yoast_head_json`) and the
 * custom fields the spec names (`images.large`, `author_data`), whichever is present; the custom fields win
 * when both are, as a site adds them on purpose.
 */
export interface WordPressSourceOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent: string;
  fetch?: typeof fetch;
}

/** Sites with hundreds of tags exist; beyond 5 pages of 100 the tag bar has what it needs. */
const termPagesMax = 5;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
/** `{ rendered: '…' }` in the standard shape, a plain string in some custom ones. */
const rendered = (value: unknown): string => (isObject(value) ? (str(value.rendered) ?? '') : (str(value) ?? ''));
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(num).filter((n): n is number => n !== null && Number.isInteger(n)) : [];
const httpUrl = (value: unknown): string | null => {
  const url = str(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
};

class FeedError extends Error {}

function imageFrom(post: Json): BlogImage | null {
  const alt = htmlToText(rendered(post.title));
  // The spec's custom field: `images.large` as a URL or as { url|src, width, height }.
  if (isObject(post.images)) {
    const large = post.images.large;
    const src = httpUrl(isObject(large) ? (large.url ?? large.src) : large);
    if (src) {
      return {
        src,
        srcset: null,
        alt,
        width: isObject(large) ? num(large.width) : null,
        height: isObject(large) ? num(large.height) : null,
      };
    }
  }
  const embedded = isObject(post._embedded) ? post._embedded : null;
  const media = embedded && Array.isArray(embedded['wp:featuredmedia']) ? embedded['wp:featuredmedia'][0] : null;
  if (!isObject(media)) return null;
  const src = httpUrl(media.source_url);
  if (!src) return null;
  const details = isObject(media.media_details) ? media.media_details : {};
  const sizes = isObject(details.sizes) ? Object.values(details.sizes) : [];
  const candidates = sizes
    .filter(isObject)
    .map((size) => ({ url: httpUrl(size.source_url), width: num(size.width) }))
    .filter((size): size is { url: string; width: number } => size.url !== null && size.width !== null && size.width > 0)
    .sort((a, b) => a.width - b.width);
  const unique = [...new Map(candidates.map((c) => [c.width, c])).values()];
  return {
    src,
    srcset: unique.length > 0 ? unique.map((c) => `${c.url} ${c.width}w`).join(', ') : null,
    alt: str(media.alt_text) ?? alt,
    width: num(details.width),
    height: num(details.height),
  };
}

function authorFrom(post: Json): BlogAuthor | null {
  if (isObject(post.author_data) && str(post.author_data.name)) {
    const a = post.author_data;
    return {
      name: decodeEntities(str(a.name) ?? ''),
      title: str(a.title) ? decodeEntities(str(a.title) ?? '') : null,
      description: str(a.description) ? htmlToText(str(a.description) ?? '') : null,
      avatar: httpUrl(isObject(a.avatar) ? (a.avatar.url ?? a.avatar.src) : a.avatar),
    };
  }
  const embedded = isObject(post._embedded) ? post._embedded : null;
  const author = embedded && Array.isArray(embedded.author) ? embedded.author[0] : null;
  if (!isObject(author) || !str(author.name)) return null;
  const avatars = isObject(author.avatar_urls) ? author.avatar_urls : {};
  // The largest Gravatar WordPress offers (24, 48, 96).
  const avatarKey = Object.keys(avatars).sort((a, b) => Number(b) - Number(a))[0];
  return {
    name: decodeEntities(str(author.name) ?? ''),
    title: null,
    description: str(author.description) ? htmlToText(str(author.description) ?? '') : null,
    avatar: avatarKey ? httpUrl(avatars[avatarKey]) : null,
  };
}

export function postFromWordPress(value: unknown): SourcePost | null {
  if (!isObject(value)) return null;
  const id = num(value.id);
  const slug = str(value.slug);
  if (id === null || !slug) return null;
  const yoast = isObject(value.yoast_head_json) ? value.yoast_head_json : {};
  const ogImage = Array.isArray(yoast.og_image) && isObject(yoast.og_image[0]) ? httpUrl(yoast.og_image[0].url) : null;
  const date = str(value.date_gmt) ? `${str(value.date_gmt)}Z` : str(value.date);
  const parsed = date ? new Date(date) : null;
  return {
    id,
    slug,
    title: htmlToText(rendered(value.title)),
    excerpt: htmlToText(rendered(value.excerpt)),
    contentHtml: rendered(value.content),
    date: parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : new Date(0).toISOString(),
    categoryIds: ids(value.categories),
    tagIds: ids(value.tags),
    image: imageFrom(value),
    author: authorFrom(value),
    seo: {
      title: str(yoast.title) ? decodeEntities(str(yoast.title) ?? '') : null,
      description: str(yoast.description) ? decodeEntities(str(yoast.description) ?? '') : null,
      image: ogImage,
    },
  };
}

function termFromWordPress(value: unknown): BlogTerm | null {
  if (!isObject(value)) return null;
  const id = num(value.id);
  const slug = str(value.slug);
  if (id === null || !slug) return null;
  return { id, slug, name: decodeEntities(str(value.name) ?? slug), count: num(value.count) ?? 0 };
}

export function createWordPressSource(options: WordPressSourceOptions): BlogSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function get(path: string, params: Record<string, string | number | undefined>) {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
    const response = await doFetch(url, {
      headers: { accept: 'application/json', 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'follow',
    });
    // WordPress answers a page past the last with 400 rest_post_invalid_page_number: an empty page, not a failure.
    if (response.status === 400 && Number(params.page ?? 1) > 1) return { body: [] as unknown, total: 0, totalPages: 0 };
    if (!response.ok) throw new FeedError(`WordPress answered HTTP ${response.status} for ${path}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new FeedError(`WordPress answered ${path} with a body that is not JSON`);
    }
    return {
      body,
      total: num(response.headers.get('x-wp-total')),
      totalPages: num(response.headers.get('x-wp-totalpages')),
    };
  }

  async function terms(kind: 'categories' | 'tags'): Promise<BlogTerm[]> {
    const all: BlogTerm[] = [];
    for (let page = 1; page <= termPagesMax; page++) {
      const answer = await get(kind, { per_page: 100, page, orderby: 'count', order: 'desc' });
      if (!Array.isArray(answer.body)) throw new FeedError(`WordPress answered ${kind} with something that is not a list`);
      all.push(...answer.body.map(termFromWordPress).filter((t): t is BlogTerm => t !== null));
      if (answer.body.length < 100 || (answer.totalPages !== null && page >= answer.totalPages)) break;
    }
    return all;
  }

  return {
    name: 'wordpress',
    async posts(query: SourcePostsQuery): Promise<SourcePage> {
      const answer = await get('posts', {
        _embed: 'wp:featuredmedia,author',
        per_page: query.perPage,
        page: query.page,
        categories: query.categoryId,
        tags: query.tagId,
        exclude: query.excludeId,
      });
      if (!Array.isArray(answer.body)) throw new FeedError('WordPress answered posts with something that is not a list');
      const posts = answer.body.map(postFromWordPress).filter((p): p is SourcePost => p !== null);
      return { posts, total: answer.total ?? posts.length };
    },
    async postBySlug(slug: string) {
      const answer = await get('posts', { _embed: 'wp:featuredmedia,author', slug, per_page: 1 });
      if (!Array.isArray(answer.body)) throw new FeedError('WordPress answered a post with something that is not a list');
      return postFromWordPress(answer.body[0]);
    },
    categories: () => terms('categories'),
    tags: () => terms('tags'),
  };
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlogAuthor, BlogTerm } from '@studiekraft/shared/schemas/blog';
import { marked } from 'marked';
import type { BlogSource, SourcePost, SourcePostsQuery } from './blog-source.ts';
import { parseFrontMatter } from './front-matter.ts';
import { htmlToText } from './html-text.ts';

/**
 * The built-in blog (decision 028): Markdown posts with front matter in `apps/server/content/blog`, and
 * `taxonomy.json` with the categories, tags and authors. Used when BLOG_FEED_URL is unset, so a new
 * installation, the demo and the browser tests have a real blog. Read once per process; a post changes
 * with a deploy.
 */
export const defaultBlogContentDir = fileURLToPath(new URL('../../../content/blog', import.meta.url));

interface Taxonomy {
  categories: Array<{ id: number; slug: string; name: string }>;
  tags: Array<{ id: number; slug: string; name: string }>;
  authors: Record<string, BlogAuthor>;
}

interface Loaded {
  posts: SourcePost[];
  categories: BlogTerm[];
  tags: BlogTerm[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
const numbers = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(Number).filter(Number.isInteger);

async function load(dir: string): Promise<Loaded> {
  const taxonomy = JSON.parse(await readFile(path.join(dir, 'taxonomy.json'), 'utf8')) as Taxonomy;
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  const posts: SourcePost[] = [];
  for (const [index, file] of files.entries()) {
    const { data, body } = parseFrontMatter(await readFile(path.join(dir, file), 'utf8'));
    const title = text(data.title);
    const slug = text(data.slug) ?? file.replace(/\.md$/, '');
    const date = new Date(text(data.date) ?? '');
    if (!title || Number.isNaN(date.getTime())) throw new Error(`Blog post ${file} needs a title and a date`);
    const contentHtml = await marked.parse(body, { async: true, gfm: true });
    const image = text(data.image);
    const authorKey = text(data.author);
    posts.push({
      // Stable ids from the file order would change when a post is added; the front matter's id is the one to set.
      id: Number(data.id) || index + 1,
      slug,
      title,
      excerpt: text(data.excerpt) ?? htmlToText(contentHtml),
      contentHtml,
      date: date.toISOString(),
      categoryIds: numbers(data.categories),
      tagIds: numbers(data.tags),
      image: image ? { src: image, srcset: null, alt: text(data.image_alt) ?? title, width: null, height: null } : null,
      author: authorKey
        ? (taxonomy.authors[authorKey] ?? { name: authorKey, title: null, description: null, avatar: null })
        : null,
      seo: { title: text(data.seo_title), description: text(data.seo_description), image: null },
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const count = (key: 'categoryIds' | 'tagIds', id: number) => posts.filter((post) => post[key].includes(id)).length;
  return {
    posts,
    categories: taxonomy.categories.map((term) => ({ ...term, count: count('categoryIds', term.id) })),
    tags: taxonomy.tags.map((term) => ({ ...term, count: count('tagIds', term.id) })),
  };
}

export function createMarkdownSource(options: { dir?: string } = {}): BlogSource {
  const dir = options.dir ?? defaultBlogContentDir;
  let loaded: Promise<Loaded> | undefined;
  const data = () => {
    loaded ??= load(dir).catch((error: unknown) => {
      // A broken file must not stay cached as a failure forever: the next call reads again.
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    name: 'built-in',
    async posts(query: SourcePostsQuery) {
      const { posts } = await data();
      const matching = posts.filter(
        (post) =>
          (query.categoryId === undefined || post.categoryIds.includes(query.categoryId)) &&
          (query.tagId === undefined || post.tagIds.includes(query.tagId)) &&
          post.id !== query.excludeId,
      );
      const start = (query.page - 1) * query.perPage;
      return { posts: matching.slice(start, start + query.perPage), total: matching.length };
    },
    async postBySlug(slug: string) {
      return (await data()).posts.find((post) => post.slug === slug) ?? null;
    },
    categories: async () => (await data()).categories,
    tags: async () => (await data()).tags,
  };
}

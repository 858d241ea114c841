import type { BlogService } from './blog-service.ts';

export interface SitemapPath {
  path: string;
  lastmod?: Date;
}

/** Enough for years of a small company's blog; one sitemap file holds 50,000 URLs. */
const postPagesMax = 10;
const perPage = 50;

/**
 * The blog's URLs for /sitemap.xml (issue 13): the front, categories and tags that have posts, and every
 * post with its date. From the cache like the pages, so a feed that is down gives the last known URLs.
 */
export async function blogSitemapPaths(blog: BlogService): Promise<SitemapPath[]> {
  const segment = (slug: string) => encodeURIComponent(slug);
  const [categories, tags] = await Promise.all([blog.categories(), blog.tags()]);
  const paths: SitemapPath[] = [
    { path: '/blog/' },
    ...categories.filter((term) => term.count > 0).map((term) => ({ path: `/blog/kategori/${segment(term.slug)}` })),
    ...tags.filter((term) => term.count > 0).map((term) => ({ path: `/blog/tag/${segment(term.slug)}` })),
  ];
  for (let page = 1; page <= postPagesMax; page++) {
    const answer = await blog.listPosts({ page, per_page: perPage });
    for (const post of answer.data) paths.push({ path: `/blog/${segment(post.slug)}`, lastmod: new Date(post.date) });
    if (page >= answer.pages) break;
  }
  return paths;
}

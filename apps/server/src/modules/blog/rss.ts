import type { BlogPostSummary } from '@studiekraft/shared/schemas/blog';
import { escapeHtml } from '../../emails/layout.ts';

/**
 * RSS 2.0 of the latest posts at /blog/feed.xml (issue 13). Every text is XML-escaped; links are absolute,
 * since a feed reader has no base URL. Dates in RFC 822 as RSS requires.
 */
export function renderRss(options: { publicUrl: string; brandName: string; posts: BlogPostSummary[] }): string {
  const { publicUrl, brandName, posts } = options;
  const e = escapeHtml;
  const postUrl = (slug: string) => `${publicUrl}/blog/${encodeURIComponent(slug)}`;
  const items = posts.map((post) => {
    const categories = post.categories.map((term) => `<category>${e(term.name)}</category>`).join('');
    return [
      '<item>',
      `<title>${e(post.title)}</title>`,
      `<link>${e(postUrl(post.slug))}</link>`,
      `<guid isPermaLink="true">${e(postUrl(post.slug))}</guid>`,
      `<pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `<description>${e(post.excerpt)}</description>`,
      categories,
      '</item>',
    ].join('');
  });
  const lastBuild = posts[0] ? new Date(posts[0].date).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${e(`${brandName} – Blog`)}</title>`,
    `<link>${e(`${publicUrl}/blog/`)}</link>`,
    `<atom:link href="${e(`${publicUrl}/blog/feed.xml`)}" rel="self" type="application/rss+xml" />`,
    `<description>${e(`Råd og nyheder til små virksomheder fra ${brandName}.`)}</description>`,
    '<language>da</language>',
    `<lastBuildDate>${lastBuild}</lastBuildDate>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

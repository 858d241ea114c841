import { escapeHtml } from '../../emails/layout.ts';
import type { SitemapPath } from '../../modules/blog/blog-sitemap.ts';
import type { loadSitemapEntries } from './seo-repository.ts';

/** Public pages that exist without the database (spec section 2). */
export const staticSitemapPaths = [
  '/',
  '/kontakt',
  '/betingelser',
  '/om-os',
  '/skabeloner',
  '/bliv-student-freelancer',
  '/students/search',
  '/hvad-tilbyder-vi/',
] as const;

/** Paths that only mean something behind a login, or are the API: no crawler needs them. */
export const disallowedPaths = ['/administration', '/account', '/overview', '/conversations', '/api/'] as const;

type Entries = Awaited<ReturnType<typeof loadSitemapEntries>>;

const segment = (slug: string) => encodeURIComponent(slug);

/**
 * sitemaps.org urlset. Slugs are encoded as URL segments and the whole location XML-escaped, since a
 * student's slug comes from a name. One file holds up to 50,000 URLs; beyond that it needs an index.
 */
export function renderSitemap(publicUrl: string, entries: Entries, blogPaths: SitemapPath[] = []): string {
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const lines = [
    ...staticSitemapPaths.map((path) => url(path)),
    ...entries.groups.map((group) => url(`/hvad-tilbyder-vi/${segment(group.slug)}/`)),
    ...entries.skills.map((skill) => url(`/hvad-tilbyder-vi/${segment(skill.group)}/${segment(skill.slug)}`)),
    ...entries.students.map((student) => url(`/students/${segment(student.slug)}`, student.updated_at)),
    // Blog paths arrive encoded (blog-sitemap.ts).
    ...blogPaths.map((entry) => url(entry.path, entry.lastmod)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

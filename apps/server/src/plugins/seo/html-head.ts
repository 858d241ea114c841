import { firstScreenAttribute, firstScreenDataId } from '@studiekraft/shared/constants/first-screen';
import { escapeHtml } from '../../emails/layout.ts';
import type { FirstScreen } from './first-screen.ts';

/** What a page tells crawlers and link previews; every value is plain text and is escaped here. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  type: 'website' | 'profile' | 'article';
  /** Absolute URL. */
  image?: string;
  /** Private areas, unknown paths and hidden profiles are kept out of search results. */
  noindex?: boolean;
  /**
   * The page lives at this path now (a renamed student's old link, decision 068): it is answered with a 301
   * there instead of being rendered.
   */
  movedTo?: string;
}

export interface HeadTemplate {
  before: string;
  after: string;
  /**
   * `after` split for a first screen (decision 043): at the end of the head, where its route's style sheets go
   * (after the app's own, as Vite's loader would add them, so the same rules win), and inside the empty root
   * element, where its markup goes, its data following the element (decision 044). Null for a template
   * without both.
   */
  root: { head: string; open: string; close: string } | null;
}

const emptyRoot = /<div id="root"><\/div>/;

const marker = '\u0000seo\u0000';

/**
 * Splits the built index.html once, at start-up, around the place where the page's own title and
 * description go; the template's static ones are removed so a page never carries two. Rendering a page is
 * then two string concatenations.
 */
export function splitTemplate(html: string): HeadTemplate {
  let marked = html
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<meta\s+property=["']og:[^"']*["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '');
  if (/<title>[\s\S]*?<\/title>/i.test(marked)) marked = marked.replace(/<title>[\s\S]*?<\/title>/i, marker);
  else if (/<\/head>/i.test(marked)) marked = marked.replace(/<\/head>/i, `${marker}</head>`);
  else if (/<html[^>]*>/i.test(marked)) marked = marked.replace(/<html[^>]*>/i, (tag) => `${tag}${marker}`);
  else marked = `${marker}${marked}`;
  const [before = '', after = ''] = marked.split(marker);
  const headEnd = after.search(/<\/head>/i);
  const rootAt = after.search(emptyRoot);
  const root =
    headEnd < 0 || rootAt < headEnd
      ? null
      : {
          head: after.slice(0, headEnd).trimEnd(),
          open: `\n  ${after.slice(headEnd, rootAt)}<div id="root" ${firstScreenAttribute}>`,
          close: after.slice(rootAt + '<div id="root"></div>'.length),
        };
  return { before, after, root };
}

export function renderHeadTags(meta: PageMeta, brandName: string): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(meta.canonical)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:site_name" content="${e(brandName)}" />`,
    '<meta property="og:locale" content="da_DK" />',
    `<meta property="og:type" content="${e(meta.type)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.canonical)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${e(meta.image)}" />`] : []),
  ];
  return tags.join('\n    ');
}

/**
 * The page's HTML. With a first screen (decision 043): its markup inside #root (trusted: React escaped it)
 * and its route's style sheets linked from the head, so it is styled at its first paint; the answers it shows
 * follow #root as JSON (decision 044), for the browser's first render to show the same.
 */
export function renderPage(template: HeadTemplate, meta: PageMeta, brandName: string, firstScreen: FirstScreen | null = null) {
  const head = `${template.before}${renderHeadTags(meta, brandName)}`;
  if (firstScreen === null || template.root === null) return `${head}${template.after}`;
  const { root } = template;
  const sheets = firstScreen.styleSheets
    .map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)
    .join('');
  const data =
    firstScreen.dataJson === undefined
      ? ''
      : `<script type="application/json" id="${firstScreenDataId}">${firstScreen.dataJson}</script>`;
  return `${head}${root.head}${sheets}${root.open}${firstScreen.html}</div>${data}${root.close}`;
}

/** Cuts plain text to a search-snippet length at a word boundary. */
export function snippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

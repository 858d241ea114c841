import { decodeHTML } from 'entities';

/**
 * Plain text from feed HTML: WordPress sends titles and excerpts as HTML with entities (`&#8211;`,
 * `&amp;`, `&nbsp;`), and the API promises plain text for both. Decoded by `entities`, as a browser would.
 */
export const decodeEntities = (text: string): string => decodeHTML(text);

/** Tags out, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * Cuts on a word so the result, '…' included, is at most `max` characters. WordPress's own excerpts end in
 * '[…]' or '&hellip;'; that tail goes first so a short excerpt does not carry it.
 */
export function cutExcerpt(text: string, max: number): string {
  const clean = text
    .replace(/\s*\[(…|\.\.\.)\]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const word = space > max / 2 ? cut.slice(0, space) : cut;
  return `${word.replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Plain text of server-sanitised HTML, for a meta description. DOMParser builds an inert document (no
 * scripts run, no images load), so this is safe for any input.
 */
export function htmlToText(html: string | null | undefined): string {
  // The server's first-screen renderer has no DOM. It needs no text either: a description only goes into the
  // head from an effect, which never runs there, and the server writes its own (plugins/seo/page-meta.ts).
  if (!html || typeof DOMParser === 'undefined') return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The server's cut for descriptions (plugins/seo/html-head.ts), so both sides write the same tag. */
export function snippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

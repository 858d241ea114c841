/**
 * Plain text from feed HTML: WordPress sends titles and excerpts as HTML with entities (`&#8211;`,
 * `&amp;`, `&nbsp;`), and the API promises plain text for both.
 */
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  aring: 'å',
  Aring: 'Å',
  eacute: 'é',
  copy: '©',
  euro: '€',
};

function codePoint(value: number): string {
  // Out of range or a surrogate: the replacement character rather than a throw on hostile input.
  if (!Number.isFinite(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(value);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return named[body] ?? whole;
  });
}

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

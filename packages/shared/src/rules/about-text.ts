/**
 * The about text is HTML from the profile editor, but its length rule (100 to 1,500) and its "no web
 * addresses" rule are about what a reader sees. Both sides count the same way: tags out, the few
 * entities an editor writes decoded, whitespace runs as one space.
 */
export function aboutPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Top-level domains people actually type in a Danish profile. A fixed list rather than "word.word", so a
 * sentence that ends without a space after its full stop ("i Aarhus.Jeg") or an abbreviation ("bl.a.",
 * "f.eks.") is not taken for an address.
 */
const domains = 'dk|com|net|org|eu|io|de|se|no|nu|info|biz|co|uk|me|app|dev|tech|online|site|shop|store|xyz|ly|tv|gl|fo';
/**
 * A host is matched by its last label before the domain ("studiekraft.io" in "portfolio.studiekraft.io"),
 * starting only where a label starts: no nested repetition, so a long run of "a.a.a" or "a-a-a" costs
 * linear time, not quadratic (the rule runs on every profile save).
 */
const webAddress = new RegExp(`https?://|www\\.|(?<![a-z0-9-])[a-z0-9-]+\\.(?:${domains})(?![a-z0-9])`, 'i');

/** Whether the text carries a web address (decision 021): a scheme, "www." or a host with a known domain. */
export function containsWebAddress(text: string): boolean {
  return webAddress.test(text);
}

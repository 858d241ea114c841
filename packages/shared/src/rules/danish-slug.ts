const danishLetters: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa' };

/**
 * 'Mathilde Åberg' -> 'mathilde-aaberg': Danish letters spelled out, other accents dropped, kebab-case. The
 * server's student slugs and the staff catalogue forms' suggested slugs and keys both use it.
 */
export function danishSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøå]/g, (letter) => danishLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const danishLetters: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa' };

/** A name as an address segment: 'Årsregnskab & moms' → 'aarsregnskab-moms' (as the server's seed makes them). */
export function catalogueSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[æøå]/g, (letter) => danishLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

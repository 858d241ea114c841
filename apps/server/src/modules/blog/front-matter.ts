/**
 * The front matter of the built-in posts: `key: value` lines between `---` fences, where a value is a
 * quoted or bare string, a number, or a `[a, b]` list of those. A YAML subset on purpose: the files are
 * ours, and a whole YAML parser would be one more dependency for seven keys.
 */
export type FrontMatterValue = string | number | Array<string | number>;

export interface ParsedMarkdown {
  data: Record<string, FrontMatterValue>;
  body: string;
}

function scalar(raw: string): string | number {
  const text = raw.trim();
  if (/^".*"$/.test(text) || /^'.*'$/.test(text)) return text.slice(1, -1);
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

function splitList(inner: string): string[] {
  // Commas inside quotes belong to the item.
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of inner) {
    if (quote) {
      if (char === quote) quote = null;
      current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === ',') {
      items.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') items.push(current);
  return items;
}

export function parseFrontMatter(source: string): ParsedMarkdown {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, FrontMatterValue> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Front matter line without a key: ${line}`);
    const key = line.slice(0, colon).trim();
    const raw = line.slice(colon + 1).trim();
    data[key] = raw.startsWith('[') && raw.endsWith(']') ? splitList(raw.slice(1, -1)).map(scalar) : scalar(raw);
  }
  return { data, body: source.slice(match[0].length) };
}

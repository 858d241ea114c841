import { parse } from 'yaml';

/** The YAML between `---` fences at the top of a built-in post, and the Markdown after it. */
export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: unknown = parse(match[1] ?? '') ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error('Front matter must be a mapping');
  return { data: data as Record<string, unknown>, body: source.slice(match[0].length) };
}

import type { PGlite } from '@electric-sql/pglite';

/**
 * The best PGlite can do for the bench's hand-written routes (it plans every statement anew in
 * WebAssembly), so the yardstick stays honest: a query whose values are fixed is PREPAREd once with them
 * written in and then only EXECUTEd; with `parameters`, the text is PREPAREd once as it is and each call
 * EXECUTEs it with its values as literals. Yardstick code, fed only the bench's own values.
 */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Parenthesised when negative or fractional, so no operator before it can turn into a comment (`--1`).
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : `(${String(value)})`;
  }
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`not writable as an SQL literal: ${typeof value}`);
}

/** The text with its `$n` placeholders replaced by literals (the bench's statements quote nothing else). */
const inlineValues = (text: string, values: readonly unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));

export function prepareOnce(db: PGlite) {
  const names = new Map<string, Promise<string>>();
  const prepare = (text: string) => {
    let name = names.get(text);
    if (!name) {
      const chosen = `bench_${names.size}`;
      name = db.exec(`prepare ${chosen} as ${text}`).then(() => chosen);
      names.set(text, name);
    }
    return name;
  };
  return async <T>(text: string, params: unknown[], options: { parameters?: boolean } = {}) => {
    if (options.parameters) return db.query<T>(`execute ${await prepare(text)}(${params.map(literal).join(', ')})`);
    return db.query<T>(`execute ${await prepare(inlineValues(text, params))}`);
  };
}

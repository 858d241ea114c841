import type { PGlite } from '@electric-sql/pglite';
import { inlineValues, requiredLiteral } from '../apps/server/src/db/pglite-plan-once.ts';

/**
 * What the server does on PGlite (decisions 039 and 041), for the bench's hand-written routes, so they
 * stay the best PGlite can do (it plans every statement anew in WebAssembly): a query whose values are
 * fixed is PREPAREd once with them written in and then only EXECUTEd; with `parameters`, the text is
 * PREPAREd once as it is and each call EXECUTEs it with its values as literals.
 */
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
    if (options.parameters) return db.query<T>(`execute ${await prepare(text)}(${params.map(requiredLiteral).join(', ')})`);
    const inlined = inlineValues(text, params);
    if (inlined === undefined) return db.query<T>(text, params);
    return db.query<T>(`execute ${await prepare(inlined)}`);
  };
}

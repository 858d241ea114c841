import type { PGlite } from '@electric-sql/pglite';
import { inlineValues } from '../apps/server/src/db/pglite-plan-once.ts';

/**
 * What the server does on PGlite (decision 039), for the bench's hand-written routes, so they stay the best
 * PGlite can do: a query whose values can be written in is PREPAREd once with them and then only EXECUTEd
 * (PGlite plans every statement anew in WebAssembly); any other is sent as it is.
 */
export function prepareOnce(db: PGlite) {
  const names = new Map<string, Promise<string>>();
  return async <T>(text: string, params: unknown[]) => {
    const inlined = inlineValues(text, params);
    if (inlined === undefined) return db.query<T>(text, params);
    let name = names.get(inlined);
    if (!name) {
      const chosen = `bench_${names.size}`;
      name = db.exec(`prepare ${chosen} as ${inlined}`).then(() => chosen);
      names.set(inlined, name);
    }
    return db.query<T>(`execute ${await name}`);
  };
}

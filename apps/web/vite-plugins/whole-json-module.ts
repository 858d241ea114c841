import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * `import('x.json?all')` is the whole of x.json as a module of its own. lib/i18n.ts imports a few sections of
 * the Danish catalogue by name for the first download and the whole of it lazily; with one module id the
 * bundler would have to keep every section in the first chunk. Used by vite.config.ts and by the web tests
 * (vitest.config.ts), since neither Vite nor Rolldown reads a JSON file with a query as JSON.
 */
export function wholeJsonModule(): Plugin {
  return {
    name: 'whole-json-module',
    enforce: 'pre',
    async load(id) {
      const match = /^(.*\.json)\?(?:.*&)?all$/.exec(id);
      if (!match?.[1]) return null;
      const json = JSON.parse(await readFile(match[1], 'utf8'));
      // JSON.parse of a string literal parses faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(json))});`;
    },
  };
}

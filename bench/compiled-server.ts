import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server as `npm start` runs it, for the benches to measure: compiled into one module
 * (scripts/build-server.mjs, rebuilt only when a source changed), not the sources through tsx, whose
 * compiler, module hooks and source maps add about 70 MB of RSS and their own CPU. `BENCH_SERVER=source`
 * measures the tsx path instead (undefined: `startServerProcess` then runs the sources).
 * `BENCH_SERVER_BUNDLE=/abs/path/server-….mjs` measures a bundle kept from another commit, for A/B runs.
 */
export function compiledServer(): string | undefined {
  if (process.env.BENCH_SERVER === 'source') return undefined;
  if (process.env.BENCH_SERVER_BUNDLE) return process.env.BENCH_SERVER_BUNDLE;
  return execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { buildServerIfChanged } = await import('./scripts/build-server.mjs'); console.log(await buildServerIfChanged());",
    ],
    { cwd: root, encoding: 'utf8' },
  ).trim();
}

/** How a bench's table names the server it measured. */
export const serverLabel = (bundle: string | undefined) => (bundle ? 'compiled server (as npm start)' : 'sources through tsx');

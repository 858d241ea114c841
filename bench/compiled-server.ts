/**
 * The server a bench measures: undefined for apps/server/dist, the build `npm start` runs, which
 * `startServerProcess` brings up to date first; or `BENCH_SERVER_BUNDLE=/abs/path/apps/server/dist/server.js`
 * of another worktree (built there with `npm run build`), for A/B runs.
 */
export function compiledServer(): string | undefined {
  return process.env.BENCH_SERVER_BUNDLE || undefined;
}

/** How a bench's table names the server it measured. */
export const serverLabel = (bundle: string | undefined) => (bundle ? `built server ${bundle}` : 'built server (as npm start)');

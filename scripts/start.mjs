// `npm start`: builds the web app when its sources changed, compiles the server when its sources changed
// (scripts/build-server.mjs), then runs the server: in this same process on PGlite, as a child process with
// a larger young generation on PostgreSQL (scripts/server-node-flags.mjs, decision 055), since V8 takes
// that option only when node starts.
//
// Why not `build-web --if-changed && npm run start -w apps/server` (what it was): the inner npm costs
// another npm start-up (0.4-0.9 s on two cores) and another node, and tsx compiling the server's
// TypeScript on every start about as much again (decision 031). The server still runs from apps/server,
// so DATA_DIR=./data means what it meant.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfChanged } from './build-server.mjs';
import { hashWebSources, needsBuild } from './build-web.mjs';
import { runAsChild } from './run-as-child.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repoRoot, 'apps/web/dist');

if (needsBuild(dist, hashWebSources())) {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-web.mjs')], { stdio: 'inherit' });
  if (build.error) throw build.error;
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('Web app unchanged since the last build; skipping it (npm run build forces one).');
}

let compiled;
try {
  compiled = await buildServerIfChanged();
} catch (error) {
  // A compile problem must not stop a start that tsx can still make; tsx reports real errors itself.
  console.warn(`Compiling the server failed, running its TypeScript through tsx instead: ${error}`);
}

process.chdir(path.join(repoRoot, 'apps/server'));
const nodeFlags = serverNodeFlags();
if (nodeFlags.length > 0) {
  // Node options given to this script go to the server as well, as they would in this process; `--import
  // tsx` is the same as the register() call below.
  runAsChild([...process.execArgv, ...nodeFlags, ...(compiled ? [compiled] : ['--import', 'tsx', 'src/server.ts'])]);
} else if (compiled) {
  await import(pathToFileURL(compiled).href);
} else {
  // The same as `node --import tsx`.
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/server/src/server.ts');
}

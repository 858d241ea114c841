// `npm start`: builds the web app and the server when their sources changed since the last build (what
// `npm run build` makes: apps/web/dist, apps/server/dist), then runs the built server in this process,
// from apps/server, so `DATA_DIR=./data` means apps/server/data. V8 options go on node's command line
// (package.json's start script), since V8 takes them only when node starts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfChanged } from './build-server.mjs';
import { hashWebSources, needsBuild } from './build-web.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repoRoot, 'apps/web/dist');

if (needsBuild(dist, hashWebSources())) {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-web.mjs')], { stdio: 'inherit' });
  if (build.error) throw build.error;
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('Web app unchanged since the last build; skipping it (npm run build forces one).');
}

const server = await buildServerIfChanged();
process.chdir(path.join(repoRoot, 'apps/server'));
await import(pathToFileURL(server).href);

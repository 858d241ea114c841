// Builds the web app into apps/web/dist, always as a production build, and records what it was built
// from. `--if-changed` (what `npm start` uses) skips the build when dist was built from the same inputs.
//
// Why production whatever NODE_ENV says: Vite takes NODE_ENV from the environment when it is set, so
// NODE_ENV=development (the README's default for the server) used to give React's development bundle,
// which fails the home page's budget and stopped `npm start` (issue 9). The server's NODE_ENV and the
// kind of bundle are separate things; a development bundle is what `npm run dev` is for.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files and folders (relative to the repository root) whose content decides what the build produces. */
export const webBuildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/build-web.mjs',
  'scripts/report-home-bundle.mjs',
  'scripts/precompress-web.mjs',
];

/** Environment variables that change the output (see vite.config.ts); part of the hash. */
export const webBuildVariables = ['SOURCE_MAPS'];

/** Where dist remembers the hash it was built from; a dotfile, so the static file server never serves it. */
export const hashFileName = '.build-hash';

// Tests beside the code never reach the bundle; changing one must not cost a rebuild.
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === 'test';

function listFiles(root, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !isTest(entry.name))
    .flatMap((entry) => listFiles(root, path.posix.join(relative, entry.name)));
}

/** SHA-256 over every input file's path and bytes, in a fixed order, plus the build variables. */
export function hashWebSources(root = repoRoot, env = process.env) {
  const hash = createHash('sha256');
  const files = webBuildInputs.flatMap((input) => listFiles(root, input)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of webBuildVariables) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Where the server's renderer of first screens is built (decision 043): beside dist, never served. */
export const rendererDir = (dist) => `${dist}-server`;

/** True unless dist holds a complete build (index.html and the renderer) made from exactly these inputs. */
export function needsBuild(dist, hash) {
  const hashFile = path.join(dist, hashFileName);
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(hashFile)) return true;
  if (!existsSync(path.join(rendererDir(dist), 'entry-server.js'))) return true;
  return readFileSync(hashFile, 'utf8').trim() !== hash;
}

/** The `vite build` invocation: production mode and NODE_ENV, whatever the caller's environment says. */
export function viteBuildCommand(env = process.env) {
  return { args: ['build', '--mode', 'production'], env: { ...env, NODE_ENV: 'production' } };
}

/** The same for the server's renderer of first screens (vite.config.ts writes it to dist-server). */
export function viteRendererBuildCommand(env = process.env) {
  const { args, env: buildEnv } = viteBuildCommand(env);
  return { args: [...args, '--ssr', 'src/entry-server.tsx'], env: buildEnv };
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function main() {
  const webDir = path.join(repoRoot, 'apps/web');
  const dist = path.join(webDir, 'dist');
  const hash = hashWebSources();
  if (process.argv.includes('--if-changed') && !needsBuild(dist, hash)) {
    console.log('Web app unchanged since the last build; skipping it (npm run build forces one).');
    return;
  }
  const viteBin = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  for (const vite of [viteBuildCommand(), viteRendererBuildCommand()]) {
    run(process.execPath, [viteBin, ...vite.args], { cwd: webDir, env: vite.env });
  }
  run(process.execPath, [path.join(repoRoot, 'scripts/report-home-bundle.mjs')], { cwd: webDir });
  // .br and .gz beside the built files, which the server sends as they are (decision 029).
  run(process.execPath, [path.join(repoRoot, 'scripts/precompress-web.mjs'), dist], { cwd: webDir });
  // Written last: a build that failed the budget must not count as done.
  writeFileSync(path.join(dist, hashFileName), `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

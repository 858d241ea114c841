// Compiles the server (apps/server/src/server.ts and the shared package it imports) into one ES module
// for `npm start`, cached by a hash of its sources: loading the TypeScript through tsx cost about twice
// the CPU of loading the compiled module on every start (decision 031). Nothing changes for the code:
// npm packages stay external and are loaded from node_modules as before, and each file's
// `import.meta.url` keeps pointing at its source file, so migrations, assets and the web build are found
// where they were. `npm run dev`, the tests and `npm run start -w apps/server` still run the sources
// through tsx.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// The esbuild tsx itself compiles with: present wherever tsx is, and the same TypeScript semantics.
const esbuildPath = createRequire(require.resolve('tsx')).resolve('esbuild');

/** Inside apps/server's node_modules, so the bundle resolves packages exactly as the sources do. */
export const serverBundleDir = path.join(repoRoot, 'apps/server/node_modules/.cache/studiekraft');

/** What the bundle is made of; tests never reach it. */
const serverBuildInputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/build-server.mjs',
];

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === 'test';

function listFiles(relative) {
  const absolute = path.join(repoRoot, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !isTest(entry.name))
    .flatMap((entry) => listFiles(path.posix.join(relative, entry.name)));
}

/** SHA-256 over every input file, esbuild's version and where the checkout is (the bundle names its files). */
export function hashServerSources() {
  const hash = createHash('sha256');
  hash.update(`${repoRoot}\0${require(path.join(path.dirname(esbuildPath), '..', 'package.json')).version}\0`);
  for (const file of serverBuildInputs.flatMap(listFiles).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

/** esbuild plugin: the shared workspace package is bundled (it is TypeScript), every other package is not. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@studiekraft/') ? undefined : { external: true }));
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/** Returns the compiled server for the current sources, compiling it first when there is none. */
export async function buildServerIfChanged() {
  const key = hashServerSources();
  const bundle = path.join(serverBundleDir, `server-${key}.mjs`);
  if (existsSync(bundle)) return bundle;
  const { build } = await import(pathToFileURL(esbuildPath).href);
  mkdirSync(serverBundleDir, { recursive: true });
  const scratch = `${bundle}.tmp-${process.pid}.mjs`;
  await build({
    entryPoints: [path.join(repoRoot, 'apps/server/src/server.ts')],
    outfile: scratch,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // No source map: Node would parse it on every start; the bundle is unminified, with each file's path.
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  renameSync(scratch, bundle);
  // Bundles of earlier sources are never loaded again.
  for (const name of readdirSync(serverBundleDir)) {
    if (name.startsWith('server-') && path.join(serverBundleDir, name) !== bundle && !name.includes('.tmp-')) {
      rmSync(path.join(serverBundleDir, name), { force: true });
    }
  }
  return bundle;
}

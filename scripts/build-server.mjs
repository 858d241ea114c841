// Builds the server (apps/server/src/server.ts and the shared package it imports) into one ES module,
// apps/server/dist/server.js: what `npm start`, the system tests, the browser tests and the benches all
// run (issue 35). `npm run build` builds it; `npm start` and the tests' server processes build it only
// when its sources changed since (the bundle's first line names the hash of the sources it was built
// from). Unit tests and `npm run dev` run the sources through vitest and tsx instead.
//
// npm packages stay external and are loaded from node_modules; the shared workspace package, which is
// TypeScript, is compiled in. Each file's `import.meta.url` becomes its source file's URL, written
// relative to the bundle, so migrations, assets, the blog's Markdown and the web build are found where
// they are in the checkout, wherever the checkout is.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The esbuild tsx itself compiles with: installed wherever tsx is, and the same TypeScript semantics. */
const esbuildUrl = () => {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));
  return pathToFileURL(fromTsx.resolve('esbuild')).href;
};

export const serverDist = path.join(repoRoot, 'apps/server/dist');
/** The built server; run it from apps/server, as `npm start` does, so `DATA_DIR=./data` means apps/server/data. */
export const serverEntry = path.join(serverDist, 'server.js');
/** The bundle's first line: the file says itself what it was built from, so no second file can disagree. */
const hashLine = (hash) => `// built from sources ${hash}`;

/** What the bundle is made of; tests never reach it. */
const serverBuildInputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/build-server.mjs',
  // esbuild's version, and the packages the bundle leaves external.
  'package-lock.json',
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

/** SHA-256 over every input file's path and bytes. */
export function hashServerSources() {
  const hash = createHash('sha256');
  for (const file of serverBuildInputs.flatMap(listFiles).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True unless dist holds a server built from exactly these sources. */
export function needsServerBuild(hash = hashServerSources()) {
  if (!existsSync(serverEntry)) return true;
  const expected = hashLine(hash);
  const head = Buffer.alloc(expected.length);
  const file = openSync(serverEntry, 'r');
  try {
    readSync(file, head, 0, head.length, 0);
  } finally {
    closeSync(file);
  }
  return head.toString() !== expected;
}

/** esbuild plugin: the shared workspace package is bundled (it is TypeScript), every other package is not. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@studiekraft/') ? undefined : { external: true }));
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const fromBundle = path.relative(serverDist, args.path).split(path.sep).join('/');
      return {
        contents: (await readFile(args.path, 'utf8')).replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** Compiles the server into dist/server.js, its first line naming the sources' hash. */
export async function buildServer(hash = hashServerSources()) {
  const { build } = await import(esbuildUrl());
  mkdirSync(serverDist, { recursive: true });
  // Renamed into place: a server starting meanwhile (another test worker) reads the old file or the new one.
  const scratch = `${serverEntry}.tmp-${process.pid}`;
  await build({
    entryPoints: [path.join(repoRoot, 'apps/server/src/server.ts')],
    outfile: scratch,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // No source map: Node would parse it on every start; the bundle is unminified and names each source file.
    logLevel: 'warning',
    banner: { js: hashLine(hash) },
    plugins: [externalPackages],
  });
  renameSync(scratch, serverEntry);
}

/** Builds the server when its sources changed since the last build; returns the built entry. */
export async function buildServerIfChanged() {
  const hash = hashServerSources();
  if (needsServerBuild(hash)) await buildServer(hash);
  return serverEntry;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  if (process.argv.includes('--if-changed') && !needsServerBuild()) {
    console.log('Server unchanged since the last build; skipping it (npm run build forces one).');
  } else {
    await buildServer();
    console.log(`Built the server into ${path.relative(repoRoot, serverEntry)} in ${Math.round(performance.now() - started)} ms`);
  }
}

import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client.ts';

/**
 * Creating a PGlite database runs initdb in WebAssembly: 7-16 s on two cores, most of a cold `npm start`
 * (decision 031). What it produces depends only on the PGlite version and the migrations, so a migrated,
 * empty database is made once per machine into a cache and copied into every new data directory; a copy
 * of the ~40 MB directory takes a fraction of a second. The copy holds no user data: demo data is seeded
 * afterwards, into the copy, as before.
 */

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Beside the other tools' caches; `npm ci` empties it, which also drops templates of an old PGlite. */
export const defaultTemplateCache = fileURLToPath(new URL('../../../../node_modules/.cache/studiekraft', import.meta.url));

const templatePrefix = 'pglite-template-';

/** PGlite's version plus every migration file (SQL and journal): what decides the template's content. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // dist/index.cjs → the package folder; its package.json is not in the package's exports.
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of listFiles(migrationsFolder)) {
    hash.update(`${path.relative(migrationsFolder, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** A unique sibling for work in progress, renamed into place when complete, so a crash leaves no half copy. */
const scratchFor = (dir: string) => `${dir}.tmp-${process.pid}-${Date.now()}`;

/**
 * When `dataDir` does not hold a database yet, fills it with a copy of the template (made first if this
 * machine has none for the current PGlite and migrations). Returns what it did. An existing database is
 * never touched.
 */
export async function prepareFromTemplate(
  dataDir: string,
  cacheDir: string = defaultTemplateCache,
): Promise<'existing' | 'copied' | 'created-template'> {
  if (!isEmptyOrMissing(dataDir)) return 'existing';
  const template = path.join(cacheDir, `${templatePrefix}${templateKey()}`);
  let made = false;
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    await buildTemplate(template, cacheDir);
    made = true;
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const scratch = scratchFor(dataDir);
  cpSync(template, scratch, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(scratch, dataDir);
  return made ? 'created-template' : 'copied';
}

async function buildTemplate(template: string, cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  const scratch = scratchFor(template);
  try {
    const database = await openDatabase({ pgliteDir: scratch });
    // A clean close: the copies must start from a shut-down cluster, never from one mid-checkpoint.
    await database.close();
    try {
      renameSync(scratch, template);
    } catch (error) {
      // Another process finished first (the rename onto its folder fails); its template is the same.
      if (!existsSync(path.join(template, 'PG_VERSION'))) throw error;
      return;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // Templates of older migrations or another PGlite are dead weight (~40 MB each).
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(templatePrefix) && !name.includes('.tmp-') && path.join(cacheDir, name) !== template) {
      rmSync(path.join(cacheDir, name), { recursive: true, force: true });
    }
  }
}

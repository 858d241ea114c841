import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest of the browser build (vite.config.ts, build.manifest). */
export const manifestFile = (dist: string) => path.join(dist, '.vite', 'manifest.json');

/** Every style sheet a chunk needs: its own and those of the chunks it imports statically, in order. */
function styleSheetsOf(manifest: Manifest, key: string, seen: Set<string>, sheets: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const imported of chunk.imports ?? []) styleSheetsOf(manifest, imported, seen, sheets);
  for (const sheet of chunk.css ?? []) sheets.add(`/${sheet}`);
}

/**
 * For a first screen (decision 043): the style sheets its route modules need beyond those index.html links
 * already, as absolute paths, so the server can link them from the head and the page is styled before any
 * JavaScript runs. Vite's loader later finds them linked and does not load them twice. Without a manifest
 * (an older build) no sheets are added; the page still renders, styled once its chunk arrives.
 */
export function readStyleSheets(dist: string): (modules: readonly string[]) => string[] {
  const file = manifestFile(dist);
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const linked = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) styleSheetsOf(manifest, key, new Set(), linked);
  }
  return (modules) => {
    const sheets = new Set<string>();
    const seen = new Set<string>();
    for (const module of modules) styleSheetsOf(manifest, module, seen, sheets);
    return [...sheets].filter((sheet) => !linked.has(sheet));
  };
}

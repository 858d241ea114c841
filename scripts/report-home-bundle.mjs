// The home page's JavaScript budget (issue 3): the gzip size of what the browser loads before any lazy
// chunk, i.e. the entry script and every modulepreload in the built index.html, must stay at or under
// 150 KB (200 KB until decision 032). Runs after `vite build` (apps/web's build script): prints the figure
// and each file, and exits with 1 when the budget is exceeded, so the build and CI fail instead of a
// regression slipping through.
// What moved out of the first download and why: apps/web/README.md, "Bundle budget".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budgetKb = 150;

/** The scripts index.html loads up front, with their gzip sizes in bytes. */
export function measureHomeBundle(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  // No match means the pattern no longer fits Vite's output; that must not read as "0 KB, within budget".
  if (!files.some((file) => html.includes(`<script type="module" crossorigin src="${file}"`))) {
    throw new Error(`No entry <script type="module"> found in ${path.join(dist, 'index.html')}`);
  }
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file))).length }));
  return { sizes, total: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
  const { sizes, total } = measureHomeBundle(dist);
  const isOver = total > budgetKb * 1024;
  console.log(`\nHome page initial JS: ${sizes.length} files, ${kb(total)} KB gzip (budget ${budgetKb} KB)`);
  for (const { file, gzip } of [...sizes].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(gzip).padStart(7)} KB  ${file}`);
  }
  if (isOver) {
    console.error(
      `\nOVER BUDGET by ${kb(total - budgetKb * 1024)} KB: the home page's first download grew. Load the new code ` +
        'lazily (see apps/web/README.md, "Bundle budget") or make room elsewhere.\n',
    );
    process.exit(1);
  }
  console.log('');
}

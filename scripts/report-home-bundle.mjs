// Prints the gzip size of the JavaScript the home page loads before any lazy chunk: the entry script
// and every modulepreload in the built index.html. The budget (issue 3) is 200 KB; this prints, it
// does not fail the build, so a regression shows up in CI output and in review.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="(\/assets\/[^"]+\.js)"/g)].map(
  (m) => m[1],
);
let total = 0;
for (const file of files) total += gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (total / 1024).toFixed(1);
console.log(
  `\nHome page initial JS: ${files.length} files, ${kb} KB gzip (budget 200 KB)${total > 200 * 1024 ? ' - OVER BUDGET' : ''}\n`,
);

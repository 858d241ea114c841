// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible built file of the web app over
// 1 KB, for the server's static files to send as is (@fastify/static preCompressed; decision 029). Built
// once per build at the strongest settings, where compressing per request would have to be fast instead.
// Run by scripts/build-web.mjs after `vite build`; `node scripts/precompress-web.mjs [dist]` by hand.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
]);
const minBytes = 1024;

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(file) : [file];
  });
}

/** Compresses every eligible file under dist; returns what was written, for the build's log. */
export async function precompressDir(dist) {
  // index.html is a template the server fills in per page; a compressed copy of it would only leak the raw form.
  const files = listFiles(dist).filter(
    (file) =>
      compressibleExtensions.has(path.extname(file)) && path.basename(file) !== 'index.html' && statSync(file).size >= minBytes,
  );
  let before = 0;
  let afterBrotli = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      // A copy that is not smaller is not worth a request's negotiation; the server falls back to the file.
      if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
      if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      before += bytes.length;
      afterBrotli += Math.min(br.length, bytes.length);
    }),
  );
  return { files: files.length, before, afterBrotli };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'));
  const started = performance.now();
  const { files, before, afterBrotli } = await precompressDir(dist);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(
    `Precompressed ${files} files (${kb(before)} -> ${kb(afterBrotli)} brotli) in ${Math.round(performance.now() - started)} ms`,
  );
}

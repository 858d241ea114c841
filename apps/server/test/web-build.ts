import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const defaultIndexHtml =
  '<!doctype html><html lang="da"><head><title>Studiekraft</title></head><body><div id="root"></div></body></html>';

/**
 * A built web app in miniature, in a folder of its own: the files given (paths relative to dist; index.html
 * defaults to a bare page) and, when given, a first-screen renderer module where the build puts it
 * (`<dist>-server/entry-server.js`). Returns the dist folder, for `config.webDist`.
 */
export function writeWebBuild(files: Record<string, string | Buffer> = {}, options: { renderer?: string } = {}): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'studiekraft-web-')), 'dist');
  const all: Record<string, string | Buffer> = { 'index.html': defaultIndexHtml, ...files };
  if (options.renderer !== undefined) all[path.join('..', 'dist-server', 'entry-server.js')] = options.renderer;
  for (const [name, content] of Object.entries(all)) {
    const file = path.join(dist, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dist;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { hasSessionHint } from '@studiekraft/shared/constants/session-hint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { firstScreens, loadFirstScreenRenderer } from './seo/first-screen.ts';
import { renderPage, splitTemplate } from './seo/html-head.ts';
import { inProcessApi } from './seo/in-process-api.ts';
import { defaultPageMeta, resolvePageMeta } from './seo/page-meta.ts';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built single-page app on the same origin as the API. Unknown non-API paths get index.html
 * so client-side routes survive a reload; /api and /socket.io keep their JSON 404. index.html is read
 * once and every page gets its own title, description, canonical link and Open Graph tags filled in on
 * the server, so crawlers and link previews see them without running JavaScript. A public page that exists
 * also gets its first screen rendered into the root element (decision 043), with the public answers it shows
 * (decision 044), which the browser hydrates.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist ? path.resolve(app.config.webDist) : defaultDist;
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('web app not built; run npm run build');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'NOT_FOUND' }));
    return;
  }
  const template = splitTemplate(readFileSync(indexFile, 'utf8'));
  const renderer = await loadFirstScreenRenderer(root, app.log);
  const screens = renderer ? firstScreens(root, renderer, { fetchApi: inProcessApi(app) }) : null;
  // A first screen holds public answers: a write that may change one drops them all (decision 046).
  if (screens) app.publicDataChanges.onChange(screens.forgetAll);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // index.html is only ever sent rendered (below), never as the raw template.
    index: false,
    globIgnore: ['index.html'],
    // Build records (.build-hash, .vite/manifest.json) are for the server only.
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each compressible file (scripts/precompress-web.mjs): sent as is
    // to a client that accepts them, instead of compressing the same bytes on every request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; everything else must be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'NOT_FOUND' }));
  // The pages are a route rather than the not-found handler: only routes get @fastify/compress's hook, and a
  // page with its first screen is 25-45 KB of HTML (decision 043). The built files' own routes (above) and
  // every API route are more specific, so they still win. Pages, not API: hidden from the OpenAPI document.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api') || url.startsWith('/socket.io') || path.extname(url.split('?')[0] ?? '') !== '') {
      return reply.callNotFound();
    }
    // The page must load even when the database cannot name it; only the tags fall back then.
    const meta = await resolvePageMeta(app, url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page meta unavailable');
      return defaultPageMeta(app);
    });
    // A renamed student's old link moved for good (decision 068): a 301 with the query kept, which browsers
    // must ask again for, as the student may take the old name and link back (or be removed).
    if (meta.movedTo) {
      const query = url.indexOf('?');
      return reply
        .header('cache-control', 'no-cache')
        .redirect(query === -1 ? meta.movedTo : `${meta.movedTo}${url.slice(query)}`, 301);
    }
    // Only pages that exist (an unknown path, a hidden profile or a private area is noindex) and only their
    // plain address: what can be rendered, and so cached, is bounded by what the site holds. A browser with
    // a session (the hint cookie) renders the page itself, once its login has answered. A page that fails to
    // render still goes out, rendered by the browser.
    const isPlainAddress = !url.includes('?');
    const isVisitor = !hasSessionHint(request.headers.cookie);
    const firstScreen =
      screens && isPlainAddress && isVisitor && !meta.noindex
        ? await screens.get(url).catch((error: unknown) => {
            request.log.error({ err: error }, 'first screen not rendered');
            return null;
          })
        : null;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(template, meta, app.config.brandName, firstScreen));
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built single-page app on the same origin as the API. Unknown non-API paths get index.html
 * so client-side routes survive a reload; /api and /socket.io keep their JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist ? path.resolve(app.config.webDist) : defaultDist;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn('web app not built; run npm run build');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'NOT_FOUND' }));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      request.method !== 'GET' ||
      url.startsWith('/api') ||
      url.startsWith('/socket.io') ||
      path.extname(url.split('?')[0] ?? '') !== ''
    ) {
      return reply.status(404).send({ message: 'NOT_FOUND' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});

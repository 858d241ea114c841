import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { loadScalar, onFirstUse } from '../lib/rarely-used-modules.ts';

const docsPrefix = '/api/docs';
/** Scalar's routes under the prefix (its redirect, page, script and the document as JSON and YAML). */
const referencePaths = ['', '/', '/js/scalar.js', '/openapi.json', '/openapi.yaml'];
/** Response headers an inner `inject` reports that belong to that connection, not to the forwarded answer. */
const connectionHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, reference page at /api/docs.
 * @fastify/swagger is registered at start (it must see every route being added). The reference page,
 * Scalar, is not: its OpenAPI parser and 3 MB script took about half a second of every start for a page
 * few starts ever serve (issue 14). Its routes here forward, on their first request, to a small Fastify
 * instance that registers Scalar then, exactly as it was registered before (against the app's swagger
 * document, with the page's own CSP), and answer with what it answers.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${app.config.brandName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  let built: FastifyInstance | undefined;
  app.addHook('onClose', async () => {
    await built?.close();
  });
  const reference = onFirstUse(async () => {
    const scalar = await loadScalar();
    const inner = Fastify({ logger: false });
    // Scalar takes its document from @fastify/swagger when that plugin is there: the app's document.
    await inner.register(
      fp(
        async (scope: FastifyInstance) => {
          scope.decorate('swagger', app.swagger.bind(app));
        },
        { name: '@fastify/swagger' },
      ),
    );
    await inner.register(scalar, {
      routePrefix: docsPrefix,
      // No `url`: Scalar then takes the document from @fastify/swagger, which its own
      // /api/docs/openapi.json and .yaml routes need (with a url they answered 500 and an empty body).
      configuration: {},
      hooks: {
        // The reference page boots with an inline script; relax the CSP for this page only.
        preHandler: async (_request, reply) => {
          reply.header(
            'content-security-policy',
            "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:",
          );
        },
      },
    });
    await inner.ready();
    built = inner;
    return inner;
  });

  for (const path of referencePaths) {
    app.get(`${docsPrefix}${path}`, { schema: { hide: true } }, async (request, reply) => {
      const inner = await reference();
      const answer = await inner.inject({
        method: 'GET',
        url: request.url,
        headers: { host: request.headers.host ?? 'localhost', accept: request.headers.accept ?? '*/*' },
      });
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !connectionHeaders.has(name)) reply.header(name, value);
      }
      reply.status(answer.statusCode);
      // A redirect has no body, and an empty buffer would get a content type.
      return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
    });
  }
});

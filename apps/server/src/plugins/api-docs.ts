import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, Scalar's reference page at
 * /api/docs (its script, and the document as JSON and YAML, below it). Registered before the routes,
 * which @fastify/swagger must see being added. Both packages are imported by the registration itself
 * (Fastify takes a module's promise), so a server with the docs off, as in production, never loads them.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(import('@fastify/swagger'), {
    openapi: {
      info: { title: `${app.config.brandName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(import('@scalar/fastify-api-reference'), {
    routePrefix: '/api/docs',
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
});

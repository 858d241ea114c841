import { vatCheckRequestSchema, vatCheckResponseSchema } from '@studiekraft/shared/schemas/vat';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { perIpLimit } from '../auth/rate-limits.ts';
import { checkVatNumber } from './service.ts';

/** Public CVR lookup for the registration form; rate-limited per IP because each miss costs a call upstream. */
export async function vatModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['vat'];
  // The form looks up as the user types (every length from 2 to 13), so it allows more than a login.
  const perIp = app.config.rateLimits.loginPerIp * 5;

  app.post(
    '/check',
    {
      schema: { tags, body: vatCheckRequestSchema, response: { 200: vatCheckResponseSchema } },
      preHandler: [perIpLimit(app, 'vat-check', perIp)],
    },
    async (request) => ({ data: await checkVatNumber(deps, request.body.vatNumber) }),
  );
}

import { okResponseSchema } from '@studiekraft/shared/schemas/auth';
import {
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '@studiekraft/shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { perEmailLimit, perIpLimit } from '../auth/rate-limits.ts';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeFromNewsletter } from './service.ts';

/**
 * Footer sign-up, the confirmation link's and the unsubscribe link's landing pages (double opt-in).
 * Anonymous, so rate-limited per IP and address.
 */
export async function newslettersModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['newsletters'];
  const { loginPerIp, perEmail } = app.config.rateLimits;

  app.post(
    '/subscribe/public',
    {
      schema: { tags, body: newsletterSubscribeSchema, response: { 200: okResponseSchema } },
      preHandler: [perIpLimit(app, 'newsletter', loginPerIp), perEmailLimit(app, 'newsletter', perEmail)],
    },
    async (request) => {
      await subscribeToNewsletter(deps, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/confirm',
    {
      schema: { tags, body: newsletterConfirmSchema, response: { 200: okResponseSchema } },
      preHandler: [perIpLimit(app, 'newsletter-confirm', loginPerIp)],
    },
    async (request) => {
      await confirmNewsletter(deps, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: { tags, body: newsletterUnsubscribeSchema, response: { 200: okResponseSchema } },
      preHandler: [perIpLimit(app, 'newsletter-unsubscribe', loginPerIp)],
    },
    async (request) => {
      await unsubscribeFromNewsletter(deps, request.body.token);
      return { ok: true as const };
    },
  );
}

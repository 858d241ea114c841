import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import {
  ownTestimonialSchema,
  publicTestimonialSchema,
  staffTestimonialSchema,
  testimonialInputSchema,
} from '@studiekraft/shared/schemas/testimonials';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import {
  createTestimonial,
  listOwnTestimonials,
  listPublicTestimonials,
  listStaffTestimonials,
  removeTestimonial,
  setTestimonialApproval,
} from './service.ts';

/**
 * The home carousel's list changes only when staff approve or remove one: a minute in shared caches is
 * stale enough to be harmless and saves the database a query per home page view.
 */
const publicCacheControl = 'public, max-age=60';

/** `/testimonials` (decision 024): anyone reads the approved ones, customers write, staff approve. */
export async function testimonialsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['testimonials'];
  const customersOnly = onlyFor('CUSTOMER');
  const staffOnly = onlyFor('EMPLOYEE');
  const staffResponse = z.object({ data: staffTestimonialSchema });

  app.get(
    '/',
    { schema: { tags, response: { 200: z.object({ data: z.array(publicTestimonialSchema) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', publicCacheControl);
      return { data: await listPublicTestimonials(deps) };
    },
  );
  app.get(
    '/mine',
    { preValidation: customersOnly, schema: { tags, response: { 200: z.object({ data: z.array(ownTestimonialSchema) }) } } },
    async (request) => ({ data: await listOwnTestimonials(deps, requireViewer(request)) }),
  );
  app.get(
    '/all',
    { preValidation: staffOnly, schema: { tags, response: { 200: listResponseSchema(staffTestimonialSchema) } } },
    async (request) => listStaffTestimonials(deps, request.query),
  );
  app.post(
    '/',
    {
      preValidation: customersOnly,
      schema: { tags, body: testimonialInputSchema, response: { 201: z.object({ data: ownTestimonialSchema }) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTestimonial(deps, requireViewer(request), request.body) }),
  );
  app.delete(
    '/:id',
    { preValidation: onlyFor('CUSTOMER', 'EMPLOYEE'), schema: { tags, params: idParam } },
    async (request, reply) => {
      await removeTestimonial(deps, requireViewer(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/:id/approve',
    { preValidation: staffOnly, schema: { tags, params: idParam, response: { 200: staffResponse } } },
    async (request) => ({ data: await setTestimonialApproval(deps, requireViewer(request), request.params.id, true) }),
  );
  app.post(
    '/:id/unapprove',
    { preValidation: staffOnly, schema: { tags, params: idParam, response: { 200: staffResponse } } },
    async (request) => ({ data: await setTestimonialApproval(deps, requireViewer(request), request.params.id, false) }),
  );
}

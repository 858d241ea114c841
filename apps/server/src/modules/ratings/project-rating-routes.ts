import { idParam } from '@studiekraft/shared/schemas/fields';
import { projectRatingSchema, ratingInputSchema } from '@studiekraft/shared/schemas/ratings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { createProjectRating, getProjectRating, updateProjectRating } from './customer-rating-service.ts';

const loggedIn = onlyFor('CUSTOMER', 'STUDENT', 'EMPLOYEE');
const response = z.object({ data: projectRatingSchema });

/**
 * `/projects/:id/rating`: the customer's rating of their finalized project (no call named in spec
 * section 7; decision 020). Everyone logged in passes the door; the service lets the project's customer
 * only (403), so the answer does not depend on the account type alone.
 */
export async function projectRatingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['ratings'];

  app.get(
    '/projects/:id/rating',
    { preValidation: loggedIn, schema: { tags, params: idParam, response: { 200: response } } },
    async (request) => ({ data: await getProjectRating(deps, requireViewer(request), request.params.id) }),
  );
  app.post(
    '/projects/:id/rating',
    { preValidation: loggedIn, schema: { tags, params: idParam, body: ratingInputSchema, response: { 201: response } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createProjectRating(deps, requireViewer(request), request.params.id, request.body) }),
  );
  app.put(
    '/projects/:id/rating',
    { preValidation: loggedIn, schema: { tags, params: idParam, body: ratingInputSchema, response: { 200: response } } },
    async (request) => ({ data: await updateProjectRating(deps, requireViewer(request), request.params.id, request.body) }),
  );
}

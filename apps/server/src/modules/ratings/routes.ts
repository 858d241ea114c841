import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import { staffRatingInputSchema, staffRatingSchema } from '@studiekraft/shared/schemas/ratings';
import { ratingSchema, ratingScoreSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { getStudentRating, getStudentRatingScore, listStudentRatings } from './service.ts';
import { createStaffRating, deleteStaffRating, updateStaffRating } from './staff-rating-service.ts';

const ratingParams = idParam.extend({ ratingId: idParam.shape.id });
const staffOnly = onlyFor('EMPLOYEE');
const staffRatingResponse = z.object({ data: staffRatingSchema });

/**
 * `/students/:id/ratings`: reads for everyone who may see the student; staff add, edit and delete on
 * any student (spec section 7). Customers rate their own project through /projects/:id/rating.
 */
export async function ratingsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['ratings'];

  app.get(
    '/:id/ratings',
    { schema: { tags, params: idParam, response: { 200: listResponseSchema(ratingSchema) } } },
    async (request) => listStudentRatings(deps, request.viewer, request.params.id, request.query),
  );
  app.get(
    '/:id/ratings/score',
    { schema: { tags, params: idParam, response: { 200: z.object({ data: ratingScoreSchema }) } } },
    async (request) => ({ data: await getStudentRatingScore(deps, request.viewer, request.params.id) }),
  );
  app.get(
    '/:id/ratings/:ratingId',
    { schema: { tags, params: ratingParams, response: { 200: z.object({ data: ratingSchema }) } } },
    async (request) => ({ data: await getStudentRating(deps, request.viewer, request.params.id, request.params.ratingId) }),
  );
  app.post(
    '/:id/ratings',
    {
      preValidation: staffOnly,
      schema: { tags, params: idParam, body: staffRatingInputSchema, response: { 201: staffRatingResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createStaffRating(deps, requireViewer(request), request.params.id, request.body) }),
  );
  app.put(
    '/:id/ratings/:ratingId',
    {
      preValidation: staffOnly,
      schema: { tags, params: ratingParams, body: staffRatingInputSchema, response: { 200: staffRatingResponse } },
    },
    async (request) => ({
      data: await updateStaffRating(deps, requireViewer(request), request.params.id, request.params.ratingId, request.body),
    }),
  );
  app.delete(
    '/:id/ratings/:ratingId',
    { preValidation: staffOnly, schema: { tags, params: ratingParams } },
    async (request, reply) => {
      await deleteStaffRating(deps, requireViewer(request), request.params.id, request.params.ratingId);
      return reply.status(204).send();
    },
  );
}

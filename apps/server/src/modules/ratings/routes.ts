import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import { ratingSchema, ratingScoreSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getStudentRating, getStudentRatingScore, listStudentRatings } from './service.ts';

const ratingParams = idParam.extend({ ratingId: idParam.shape.id });

/** `/students/:id/ratings`: reads for everyone who may see the student (writes come with the admin issue). */
export async function ratingsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['ratings'];

  app.get(
    '/:id/ratings',
    { schema: { tags, params: idParam, response: { 200: listResponseSchema(ratingSchema) } } },
    async (request) => listStudentRatings(app, request.viewer, request.params.id, request.query),
  );
  app.get(
    '/:id/ratings/score',
    { schema: { tags, params: idParam, response: { 200: z.object({ data: ratingScoreSchema }) } } },
    async (request) => ({ data: await getStudentRatingScore(app, request.viewer, request.params.id) }),
  );
  app.get(
    '/:id/ratings/:ratingId',
    { schema: { tags, params: ratingParams, response: { 200: z.object({ data: ratingSchema }) } } },
    async (request) => ({ data: await getStudentRating(app, request.viewer, request.params.id, request.params.ratingId) }),
  );
}

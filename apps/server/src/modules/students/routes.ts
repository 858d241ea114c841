import { sumByDatePeriodQuerySchema, sumByDatePeriodResponseSchema } from '@studiekraft/shared/schemas/date-periods';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import { studentSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlyFor } from '../../plugins/auth.ts';
import { ratingsModule } from '../ratings/routes.ts';
import { referencesModule } from '../references/routes.ts';
import { countStudentsFor, getStudentFor, listStudentsFor, sumStudentsByDatePeriod } from './service.ts';

const studentResponse = z.object({ data: studentSchema });
const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });

/** Student search, profiles and counts; ratings and references of a student hang below `/:id`. */
export async function studentsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['students'];

  await app.register(ratingsModule);
  await app.register(referencesModule);

  app.get(
    '/',
    {
      schema: { tags, response: { 200: listResponseSchema(studentSchema) } },
      // The schema documents the shape; the presenter already guarantees it. Re-validating up to 9,999
      // rows with zod on the way out would cost more than building them (see bench/run-students-bench.ts).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listStudentsFor(app, request.viewer, request.query),
  );
  app.get('/count', { schema: { tags, response: { 200: z.object({ count: z.number() }) } } }, async (request) => ({
    count: await countStudentsFor(app, request.viewer, request.query),
  }));
  app.get(
    '/sum-by-date-period',
    {
      schema: { tags, querystring: sumByDatePeriodQuerySchema, response: { 200: sumByDatePeriodResponseSchema } },
      preValidation: onlyFor('EMPLOYEE'),
    },
    (request) => sumStudentsByDatePeriod(app, request.query),
  );
  app.get('/slug/:slug', { schema: { tags, params: slugParam, response: { 200: studentResponse } } }, async (request) => ({
    data: await getStudentFor(app, request.viewer, { slug: request.params.slug }, request.query),
  }));
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: studentResponse } } }, async (request) => ({
    data: await getStudentFor(app, request.viewer, { id: request.params.id }, request.query),
  }));
}

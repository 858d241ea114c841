import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import { studentSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { countStudentsFor, listStudentsFor } from './service.ts';

/** The student search (public) and the staff student list: GET /students and its count. */
export async function studentSearchModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['students'];

  app.get(
    '/',
    {
      schema: { tags, response: { 200: listResponseSchema(studentSchema) } },
      // The schema documents the shape; the presenter already guarantees it. Re-validating up to 9,999
      // rows with zod on the way out would cost more than building them (see bench/run-students-bench.ts).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listStudentsFor(deps, request.viewer, request.query),
  );
  app.get('/count', { schema: { tags, response: { 200: z.object({ count: z.number() }) } } }, async (request) => ({
    count: await countStudentsFor(deps, request.viewer, request.query),
  }));
}

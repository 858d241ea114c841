import { idParam } from '@studiekraft/shared/schemas/fields';
import { studentSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { getStudentFor } from './service.ts';

const studentResponse = z.object({ data: studentSchema });
const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });

/** One student's profile, by id or by slug (an old slug still answers, with the new one). */
export async function studentProfilesModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['students'];

  app.get('/slug/:slug', { schema: { tags, params: slugParam, response: { 200: studentResponse } } }, async (request) => ({
    data: await getStudentFor(deps, request.viewer, { slug: request.params.slug }, request.query),
  }));
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: studentResponse } } }, async (request) => ({
    data: await getStudentFor(deps, request.viewer, { id: request.params.id }, request.query),
  }));
}

import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import { referenceSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { getStudentReference, listStudentReferences } from './service.ts';
import { referenceWriteRoutes } from './write-routes.ts';

const referenceParams = idParam.extend({ refId: idParam.shape.id });

/** `/students/:id/references`: reads for everyone who may see the student; writes in their own plugin. */
export async function referencesModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['references'];
  await app.register(referenceWriteRoutes);

  app.get(
    '/:id/references',
    { schema: { tags, params: idParam, response: { 200: listResponseSchema(referenceSchema) } } },
    async (request) => listStudentReferences(deps, request.viewer, request.params.id, request.query),
  );
  app.get(
    '/:id/references/:refId',
    { schema: { tags, params: referenceParams, response: { 200: z.object({ data: referenceSchema }) } } },
    async (request) => ({ data: await getStudentReference(deps, request.viewer, request.params.id, request.params.refId) }),
  );
}

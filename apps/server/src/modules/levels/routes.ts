import { createLevelSchema, deleteResultSchema, levelSchema, updateLevelSchema } from '@studiekraft/shared/schemas/catalogue';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { createLevel, editLevel, getLevel, listLevelsFor, removeLevel } from './service.ts';

const levelResponse = z.object({ data: levelSchema });

/** Student levels (rough-diamond, rising-star, mastermind): public reads, employee writes. */
export async function levelsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['levels'];
  const staffOnly = onlyFor('EMPLOYEE');

  app.get('/', { schema: { tags, response: { 200: listResponseSchema(levelSchema) } } }, async (request) =>
    listLevelsFor(deps, request.viewer, request.query),
  );
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: levelResponse } } }, async (request) => ({
    data: await getLevel(deps, request.viewer, request.params.id),
  }));
  app.post(
    '/',
    { schema: { tags, body: createLevelSchema, response: { 201: levelResponse } }, preValidation: staffOnly },
    async (request, reply) => reply.status(201).send({ data: await createLevel(deps, requireViewer(request), request.body) }),
  );
  app.put(
    '/:id',
    { schema: { tags, params: idParam, body: updateLevelSchema, response: { 200: levelResponse } }, preValidation: staffOnly },
    async (request) => ({ data: await editLevel(deps, requireViewer(request), request.params.id, request.body) }),
  );
  app.delete(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: deleteResultSchema } }, preValidation: staffOnly },
    async (request) => ({ data: await removeLevel(deps, requireViewer(request), request.params.id) }),
  );
}

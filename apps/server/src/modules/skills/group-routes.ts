import {
  createSkillGroupSchema,
  deleteResultSchema,
  skillGroupSchema,
  updateSkillGroupSchema,
} from '@studiekraft/shared/schemas/catalogue';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { createGroup, editGroup, getGroup, getGroupByName, listGroupsFor, removeGroup } from './group-service.ts';

const groupResponse = z.object({ data: skillGroupSchema });
const nameParam = z.object({ name: z.string().trim().min(1).max(200) });

/** Skill groups (`/skills/groups`): menu, catalogue pages and the groups overview read them. */
export async function skillGroupsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['skill groups'];
  const staffOnly = onlyFor('EMPLOYEE');

  app.get('/', { schema: { tags, response: { 200: listResponseSchema(skillGroupSchema) } } }, async (request) =>
    listGroupsFor(deps, request.viewer, request.query),
  );
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: groupResponse } } }, async (request) => ({
    data: await getGroup(deps, request.viewer, request.params.id, request.query),
  }));
  app.get('/name/:name', { schema: { tags, params: nameParam, response: { 200: groupResponse } } }, async (request) => ({
    data: await getGroupByName(deps, request.viewer, request.params.name, request.query),
  }));
  app.post(
    '/',
    { schema: { tags, body: createSkillGroupSchema, response: { 201: groupResponse } }, preValidation: staffOnly },
    async (request, reply) => reply.status(201).send({ data: await createGroup(deps, requireViewer(request), request.body) }),
  );
  app.put(
    '/:id',
    {
      schema: { tags, params: idParam, body: updateSkillGroupSchema, response: { 200: groupResponse } },
      preValidation: staffOnly,
    },
    async (request) => ({ data: await editGroup(deps, requireViewer(request), request.params.id, request.body) }),
  );
  app.delete(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: deleteResultSchema } }, preValidation: staffOnly },
    async (request) => ({ data: await removeGroup(deps, requireViewer(request), request.params.id) }),
  );
}

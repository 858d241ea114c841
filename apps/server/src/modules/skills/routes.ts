import { createSkillSchema, deleteResultSchema, skillSchema, updateSkillSchema } from '@studiekraft/shared/schemas/catalogue';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { skillGroupsModule } from './group-routes.ts';
import { createSkill, editSkill, getSkill, getSkillByName, listSkillsFor, removeSkill } from './skill-service.ts';

const skillResponse = z.object({ data: skillSchema });
const nameParam = z.object({ name: z.string().trim().min(1).max(200) });

/** Skills with their price tables; `/skills/groups` lives in group-routes.ts. */
export async function skillsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['skills'];
  const staffOnly = onlyFor('EMPLOYEE');

  await app.register(skillGroupsModule, { prefix: '/groups' });

  app.get('/', { schema: { tags, response: { 200: listResponseSchema(skillSchema) } } }, async (request) =>
    listSkillsFor(deps, request.viewer, request.query),
  );
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: skillResponse } } }, async (request) => ({
    data: await getSkill(deps, request.viewer, request.params.id, request.query),
  }));
  app.get('/name/:name', { schema: { tags, params: nameParam, response: { 200: skillResponse } } }, async (request) => ({
    data: await getSkillByName(deps, request.viewer, request.params.name, request.query),
  }));
  app.post(
    '/',
    { schema: { tags, body: createSkillSchema, response: { 201: skillResponse } }, preValidation: staffOnly },
    async (request, reply) => reply.status(201).send({ data: await createSkill(deps, requireViewer(request), request.body) }),
  );
  app.put(
    '/:id',
    { schema: { tags, params: idParam, body: updateSkillSchema, response: { 200: skillResponse } }, preValidation: staffOnly },
    async (request) => ({ data: await editSkill(deps, requireViewer(request), request.params.id, request.body) }),
  );
  app.delete(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: deleteResultSchema } }, preValidation: staffOnly },
    async (request) => ({ data: await removeSkill(deps, requireViewer(request), request.params.id) }),
  );
}

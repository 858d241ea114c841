import multipart from '@fastify/multipart';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { userSchema } from '@studiekraft/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { uploadAvatar } from './avatar-service.ts';

/**
 * POST /users/avatar/:id (multipart field `avatar`). Its own plugin so the multipart parser is
 * registered for this route only, not for the rest of /users.
 */
export async function avatarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  await app.register(multipart, { limits: { fileSize: 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  app.post(
    '/avatar/:id',
    {
      schema: { tags: ['users'], params: idParam, response: { 200: z.object({ data: userSchema }) } },
      // onRequest, before anything could read the body; whose avatar is settled in the service, also
      // before the file is read.
      onRequest: onlyFor('CUSTOMER', 'STUDENT', 'EMPLOYEE'),
    },
    async (request) => ({ data: await uploadAvatar(deps, requireViewer(request), request.params.id, request) }),
  );
}

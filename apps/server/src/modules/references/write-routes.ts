import multipart from '@fastify/multipart';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { referenceSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { createReference, removeReference, replaceReference } from './write-service.ts';

const referenceParams = idParam.extend({ refId: idParam.shape.id });
const referenceResponse = { 200: z.object({ data: referenceSchema }) };

/**
 * Create, update and delete of a student's references (multipart with the image in `image`). Its own
 * plugin so the multipart parser is registered for these routes only. Customers never manage
 * references, so they are refused on the request line; which student is the viewer's own is settled in
 * the service, before the file is read (decision 013).
 */
export async function referenceWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['references'];
  await app.register(multipart, { limits: { fileSize: 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });

  app.post(
    '/:id/references',
    { schema: { tags, params: idParam, response: referenceResponse }, onRequest: onlyFor('STUDENT', 'EMPLOYEE') },
    async (request) => ({ data: await createReference(deps, requireViewer(request), request.params.id, request) }),
  );
  app.post(
    '/:id/references/:refId',
    {
      schema: { tags, params: referenceParams, response: referenceResponse },
      onRequest: onlyFor('STUDENT', 'EMPLOYEE'),
    },
    async (request) => ({
      data: await replaceReference(deps, requireViewer(request), request.params.id, request.params.refId, request),
    }),
  );
  app.delete(
    '/:id/references/:refId',
    { schema: { tags, params: referenceParams, response: referenceResponse }, onRequest: onlyFor('STUDENT', 'EMPLOYEE') },
    async (request) => ({ data: await removeReference(deps, requireViewer(request), request.params.id, request.params.refId) }),
  );
}

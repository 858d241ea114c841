import multipart from '@fastify/multipart';
import { idParam } from '@studiekraft/shared/schemas/fields';
import {
  fileListQuerySchema,
  fileListResponseSchema,
  fileResponseSchema,
  fileUploadQuerySchema,
} from '@studiekraft/shared/schemas/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { listFiles, openProjectFile, removeProjectFile, uploadProjectFile } from './service.ts';

const loggedIn = onlyFor('CUSTOMER', 'STUDENT', 'EMPLOYEE');

/**
 * Project files. Registered at the API root with full paths because `GET /projects/:id/files` belongs
 * here rather than in the projects module. Multipart parsing is registered in this scope only, so no
 * other route accepts multipart bodies.
 */
export async function filesModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['files'];
  // Limits per request are set in receiveUpload; these defaults guard any other use of the parser.
  await app.register(multipart, { limits: { fileSize: 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });

  app.post(
    '/files',
    {
      schema: { tags, querystring: fileUploadQuerySchema, response: { 201: fileResponseSchema } },
      // onRequest, before anything could read the body: anonymous 401, employees (who do not upload) 403.
      onRequest: onlyFor('CUSTOMER', 'STUDENT'),
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const data = await uploadProjectFile(deps, viewer, request, request.query);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/files',
    { schema: { tags, querystring: fileListQuerySchema, response: { 200: fileListResponseSchema } }, preValidation: loggedIn },
    async (request) => listFiles(deps, requireViewer(request), request.query),
  );

  app.get('/files/:id', { schema: { tags, params: idParam }, preValidation: loggedIn }, async (request, reply) => {
    const file = await openProjectFile(deps, requireViewer(request), request.params.id);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', file.disposition)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });

  app.delete(
    '/files/:id',
    { schema: { tags, params: idParam, response: { 200: fileResponseSchema } }, preValidation: loggedIn },
    async (request) => ({ data: await removeProjectFile(deps, requireViewer(request), request.params.id) }),
  );

  app.get(
    '/projects/:id/files',
    { schema: { tags, params: idParam, response: { 200: fileListResponseSchema } }, preValidation: loggedIn },
    async (request) => listFiles(deps, requireViewer(request), { scope: 'project', projectId: request.params.id }),
  );
}

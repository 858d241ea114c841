import multipart from '@fastify/multipart';
import { idParam } from '@studiekraft/shared/schemas/fields';
import {
  acceptApplicationSchema,
  applicationCreatedSchema,
  applicationDetailSchema,
  rejectApplicationSchema,
} from '@studiekraft/shared/schemas/student-application';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { forbidden } from '../../lib/app-error.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { perIpLimit } from '../auth/rate-limits.ts';
import { acceptApplication, rejectApplication, reviewApplication } from './decide-application.ts';
import { getApplication, openApplicationFile } from './get-application.ts';
import { submitApplication } from './submit-application.ts';

const applicationResponse = { 200: z.object({ data: applicationDetailSchema }) };
// The file's place in the application, canonical like an id ("01" is not a place).
const fileParams = idParam.extend({
  index: z
    .string()
    .regex(/^(0|[1-9][0-9]?)$/)
    .transform(Number),
});

/** Applying is for visitors: a logged-in user already has an account, and one login is one person. */
async function visitorsOnly(request: FastifyRequest) {
  if (request.viewer) throw forbidden();
}

/**
 * Student applications (decision 023), under the students prefix: the visitor's multipart form and the
 * staff review of it. The multipart parser is registered in this scope only.
 */
export async function applicationsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['applications'];
  const staffOnly = onlyFor('EMPLOYEE');
  // Limits per request are set in receiveFiles; these defaults guard any other use of the parser.
  await app.register(multipart, { limits: { fileSize: 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });

  app.post(
    '/applications',
    {
      schema: { tags, response: { 201: applicationCreatedSchema } },
      // Before anything reads the body: a logged-in caller is refused, then the IP's budget is counted.
      onRequest: visitorsOnly,
      preHandler: [perIpLimit(app, 'application', app.config.rateLimits.loginPerIp)],
    },
    async (request, reply) => reply.status(201).send({ data: await submitApplication(deps, request) }),
  );

  app.get(
    '/:id/application',
    { schema: { tags, params: idParam, response: applicationResponse }, preValidation: staffOnly },
    async (request) => ({ data: await getApplication(deps.db, request.params.id) }),
  );

  app.get(
    '/:id/application/files/:index',
    { schema: { tags, params: fileParams }, preValidation: staffOnly },
    async (request, reply) => {
      const file = await openApplicationFile(deps, request.params.id, request.params.index);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', file.size)
        .header('Content-Disposition', file.disposition)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/:id/application/review',
    { schema: { tags, params: idParam, response: applicationResponse }, preValidation: staffOnly },
    async (request) => ({ data: await reviewApplication(deps, requireViewer(request), request.params.id) }),
  );

  app.post(
    '/:id/application/accept',
    {
      schema: { tags, params: idParam, body: acceptApplicationSchema, response: applicationResponse },
      preValidation: staffOnly,
    },
    async (request) => ({
      data: await acceptApplication(deps, requireViewer(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/application/reject',
    {
      // No body at all is a rejection without a personal line.
      schema: {
        tags,
        params: idParam,
        body: z.preprocess((body) => body ?? {}, rejectApplicationSchema),
        response: applicationResponse,
      },
      preValidation: staffOnly,
    },
    async (request) => ({
      data: await rejectApplication(deps, requireViewer(request), request.params.id, request.body ?? {}),
    }),
  );
}

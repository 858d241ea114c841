import { idParam } from '@studiekraft/shared/schemas/fields';
import { contactInfoSchema, userSchema } from '@studiekraft/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { updateContactInfo } from './contact-service.ts';

/** PUT /users/:id/contact: contact information (name, phone) of every account type. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  app.put(
    '/:id/contact',
    {
      schema: {
        tags: ['users'],
        params: idParam,
        body: contactInfoSchema,
        response: { 200: z.object({ data: userSchema }) },
      },
      // Logged-in check before the body is validated: anonymous callers get 401, not field errors.
      preValidation: onlyFor('CUSTOMER', 'STUDENT', 'EMPLOYEE'),
    },
    async (request) => ({ data: await updateContactInfo(deps, requireViewer(request), request.params.id, request.body) }),
  );
}

import { deleteResultSchema } from '@studiekraft/shared/schemas/catalogue';
import {
  customerRegistrationSchema,
  customerSchema,
  customerUpdateSchema,
  quickRegistrationResponseSchema,
  quickRegistrationSchema,
} from '@studiekraft/shared/schemas/customers';
import { sumByDatePeriodQuerySchema, sumByDatePeriodResponseSchema } from '@studiekraft/shared/schemas/date-periods';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { perIpLimit } from '../auth/rate-limits.ts';
import { quickRegisterCustomer, registerCustomer } from './registration.ts';
import {
  countCustomersForStaff,
  getCustomerFor,
  listCustomersForStaff,
  removeCustomer,
  sumCustomersByDatePeriod,
  updateCustomerFor,
} from './service.ts';

const customerResponse = z.object({ data: customerSchema });

/** Customer registration (public), the staff customer table, and a customer's own record. */
export async function customersModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['customers'];
  const staffOnly = onlyFor('EMPLOYEE');
  const { loginPerIp } = app.config.rateLimits;

  app.post(
    '/',
    {
      schema: { tags, body: customerRegistrationSchema, response: { 201: customerResponse } },
      preHandler: [perIpLimit(app, 'register', loginPerIp)],
    },
    async (request, reply) => reply.status(201).send({ data: await registerCustomer(deps, request.body) }),
  );
  app.post(
    '/quick',
    {
      schema: { tags, body: quickRegistrationSchema, response: { 201: quickRegistrationResponseSchema } },
      preHandler: [perIpLimit(app, 'register', loginPerIp)],
    },
    async (request, reply) => reply.status(201).send(await quickRegisterCustomer(deps, request.body)),
  );

  app.get(
    '/',
    { schema: { tags, response: { 200: listResponseSchema(customerSchema) } }, preValidation: staffOnly },
    async (request) => listCustomersForStaff(deps, request.query),
  );
  app.get(
    '/count',
    { schema: { tags, response: { 200: z.object({ count: z.number() }) } }, preValidation: staffOnly },
    async (request) => ({ count: await countCustomersForStaff(deps, request.query) }),
  );
  app.get(
    '/sum-by-date-period',
    {
      schema: { tags, querystring: sumByDatePeriodQuerySchema, response: { 200: sumByDatePeriodResponseSchema } },
      preValidation: staffOnly,
    },
    async (request) => sumCustomersByDatePeriod(deps, request.query),
  );
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: customerResponse } } }, async (request) => {
    const viewer = requireViewer(request);
    return { data: await getCustomerFor(deps, viewer, request.params.id, request.query) };
  });
  app.put(
    '/:id',
    {
      schema: { tags, params: idParam, body: customerUpdateSchema, response: { 200: customerResponse } },
      preValidation: onlyFor('EMPLOYEE', 'CUSTOMER'),
    },
    async (request) => {
      const viewer = requireViewer(request);
      return { data: await updateCustomerFor(deps, viewer, request.params.id, request.body) };
    },
  );
  app.delete(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: deleteResultSchema } }, preValidation: staffOnly },
    async (request) => ({ data: await removeCustomer(deps, requireViewer(request), request.params.id) }),
  );
}

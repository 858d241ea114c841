import { limits } from '@studiekraft/shared/constants/limits';
import { idParam, optionalString, requiredString } from '@studiekraft/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../plugins/auth.ts';
import { editEmployee, getEmployee, listEmployeesForStaff } from './service.ts';

const updateEmployeeSchema = z.strictObject({
  name: requiredString(limits.nameMax).optional(),
  phone_number: optionalString(30),
});

/** Staff directory: employees only. */
export async function employeesModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];
  app.get('/', { schema: { tags } }, async (request) => {
    requireViewer(request, 'EMPLOYEE');
    return listEmployeesForStaff(app, request.query);
  });
  app.get('/:id', { schema: { tags, params: idParam } }, async (request) => {
    requireViewer(request, 'EMPLOYEE');
    return { data: await getEmployee(app, request.params.id) };
  });
  app.put('/:id', { schema: { tags, params: idParam, body: updateEmployeeSchema } }, async (request) => {
    const viewer = requireViewer(request, 'EMPLOYEE');
    return { data: await editEmployee(app, viewer, request.params.id, request.body) };
  });
}

import { limits } from '@studiekraft/shared/constants/limits';
import { employeeCreateSchema } from '@studiekraft/shared/schemas/employees';
import { idParam, optionalString, requiredString } from '@studiekraft/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { createEmployee } from './create-employee.ts';
import { deleteEmployee } from './delete-employee.ts';
import { editEmployee, getEmployee, listEmployeesForStaff } from './service.ts';

const updateEmployeeSchema = z.strictObject({
  name: requiredString(limits.nameMax).optional(),
  phone_number: optionalString(30),
});

/** Staff directory and staff management: employees only. */
export async function employeesModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['employees'];
  app.get('/', { schema: { tags } }, async (request) => {
    requireViewer(request, 'EMPLOYEE');
    return listEmployeesForStaff(deps, request.query);
  });
  // Checked before the body, so an unauthorised caller learns nothing about what a valid one looks like.
  app.post('/', { schema: { tags, body: employeeCreateSchema }, preValidation: onlyFor('EMPLOYEE') }, async (request, reply) => {
    reply.status(201);
    const { employee } = await createEmployee(deps, requireViewer(request).userId, request.body);
    return { data: employee };
  });
  app.get('/:id', { schema: { tags, params: idParam } }, async (request) => {
    requireViewer(request, 'EMPLOYEE');
    return { data: await getEmployee(deps, request.params.id) };
  });
  app.put('/:id', { schema: { tags, params: idParam, body: updateEmployeeSchema } }, async (request) => {
    const viewer = requireViewer(request, 'EMPLOYEE');
    return { data: await editEmployee(deps, viewer, request.params.id, request.body) };
  });
  app.delete('/:id', { schema: { tags, params: idParam } }, async (request) => {
    const viewer = requireViewer(request, 'EMPLOYEE');
    return { data: await deleteEmployee(deps, viewer, request.params.id) };
  });
}

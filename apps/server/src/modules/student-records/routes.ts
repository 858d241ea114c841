import { deleteResultSchema } from '@studiekraft/shared/schemas/catalogue';
import { createStudentSchema } from '@studiekraft/shared/schemas/create-student';
import { sumByDatePeriodQuerySchema, sumByDatePeriodResponseSchema } from '@studiekraft/shared/schemas/date-periods';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { studentStatsResponseSchema } from '@studiekraft/shared/schemas/student-stats';
import { studentUpdateKind, studentUpdateSchema } from '@studiekraft/shared/schemas/student-update';
import { studentSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { forbidden } from '../../lib/app-error.ts';
import { isEmployee, onlyFor, requireViewer } from '../../plugins/auth.ts';
import { createStudent } from './create-student.ts';
import { deleteStudent } from './delete-student.ts';
import { getStudentStats, sumStudentsByDatePeriod } from './service.ts';
import { updateStudentFor } from './update-student.ts';

const studentResponse = z.object({ data: studentSchema });

/**
 * Before the body is validated: a student sending a staff shape ({name, notes}, {level_id, skills}) is
 * refused for what they ask, not told which of its values are wrong (decision 022).
 */
async function staffShapesForStaff(request: FastifyRequest) {
  if (!isEmployee(request.viewer) && studentUpdateKind(request.body) !== 'texts') throw forbidden();
}

/**
 * The student record (decision 022): staff create, edit, delete and count students; the student edits
 * their own texts through the same PUT, whose four shapes are chosen by their keys.
 */
export async function studentRecordsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['students'];
  const staffOnly = onlyFor('EMPLOYEE');

  app.get(
    '/sum-by-date-period',
    {
      schema: { tags, querystring: sumByDatePeriodQuerySchema, response: { 200: sumByDatePeriodResponseSchema } },
      preValidation: staffOnly,
    },
    (request) => sumStudentsByDatePeriod(deps, request.query),
  );
  app.get('/stats', { schema: { tags, response: { 200: studentStatsResponseSchema } }, preValidation: staffOnly }, async () => ({
    data: await getStudentStats(deps),
  }));
  app.post(
    '/',
    { schema: { tags, body: createStudentSchema, response: { 201: studentResponse } }, preValidation: staffOnly },
    async (request, reply) => reply.status(201).send({ data: await createStudent(deps, requireViewer(request), request.body) }),
  );
  app.put(
    '/:id',
    {
      schema: { tags, params: idParam, body: studentUpdateSchema, response: { 200: studentResponse } },
      // Callers first, so others get 401/403 rather than field errors for a body they may not send.
      preValidation: [onlyFor('STUDENT', 'EMPLOYEE'), staffShapesForStaff],
    },
    async (request) => ({
      data: await updateStudentFor(deps, requireViewer(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: deleteResultSchema } }, preValidation: staffOnly },
    async (request) => ({ data: await deleteStudent(deps, requireViewer(request), request.params.id) }),
  );
}

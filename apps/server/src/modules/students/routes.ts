import { deleteResultSchema } from '@studiekraft/shared/schemas/catalogue';
import { createStudentSchema } from '@studiekraft/shared/schemas/create-student';
import { sumByDatePeriodQuerySchema, sumByDatePeriodResponseSchema } from '@studiekraft/shared/schemas/date-periods';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import { studentStatsResponseSchema } from '@studiekraft/shared/schemas/student-stats';
import { studentUpdateKind, studentUpdateSchema } from '@studiekraft/shared/schemas/student-update';
import { studentSchema } from '@studiekraft/shared/schemas/students';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { isEmployee, onlyFor, requireViewer } from '../../plugins/auth.ts';
import { ratingsModule } from '../ratings/routes.ts';
import { referencesModule } from '../references/routes.ts';
import { createStudent } from './create-student.ts';
import { deleteStudent } from './delete-student.ts';
import { countStudentsFor, getStudentFor, getStudentStats, listStudentsFor, sumStudentsByDatePeriod } from './service.ts';
import { updateStudentFor } from './update-student.ts';

const studentResponse = z.object({ data: studentSchema });
const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });

/**
 * Before the body is validated: a student sending a staff shape ({name, notes}, {level_id, skills}) is
 * refused for what they ask, not told which of its values are wrong (decision 022).
 */
async function staffShapesForStaff(request: FastifyRequest) {
  if (!isEmployee(request.viewer) && studentUpdateKind(request.body) !== 'texts') throw forbidden();
}

/**
 * Student search, profiles and counts; the staff record (create, edit, delete, stats; decision 022);
 * ratings and references of a student hang below `/:id`.
 */
export async function studentsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['students'];
  const staffOnly = onlyFor('EMPLOYEE');

  await app.register(ratingsModule);
  await app.register(referencesModule);

  app.get(
    '/',
    {
      schema: { tags, response: { 200: listResponseSchema(studentSchema) } },
      // The schema documents the shape; the presenter already guarantees it. Re-validating up to 9,999
      // rows with zod on the way out would cost more than building them (see bench/run-students-bench.ts).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listStudentsFor(app, request.viewer, request.query),
  );
  app.get('/count', { schema: { tags, response: { 200: z.object({ count: z.number() }) } } }, async (request) => ({
    count: await countStudentsFor(app, request.viewer, request.query),
  }));
  app.get(
    '/sum-by-date-period',
    {
      schema: { tags, querystring: sumByDatePeriodQuerySchema, response: { 200: sumByDatePeriodResponseSchema } },
      preValidation: staffOnly,
    },
    (request) => sumStudentsByDatePeriod(app, request.query),
  );
  app.get('/stats', { schema: { tags, response: { 200: studentStatsResponseSchema } }, preValidation: staffOnly }, async () => ({
    data: await getStudentStats(app),
  }));
  app.post(
    '/',
    { schema: { tags, body: createStudentSchema, response: { 201: studentResponse } }, preValidation: staffOnly },
    async (request, reply) => reply.status(201).send({ data: await createStudent(app, requireViewer(request), request.body) }),
  );
  app.get('/slug/:slug', { schema: { tags, params: slugParam, response: { 200: studentResponse } } }, async (request) => ({
    data: await getStudentFor(app, request.viewer, { slug: request.params.slug }, request.query),
  }));
  app.get('/:id', { schema: { tags, params: idParam, response: { 200: studentResponse } } }, async (request) => ({
    data: await getStudentFor(app, request.viewer, { id: request.params.id }, request.query),
  }));
  app.put(
    '/:id',
    {
      schema: { tags, params: idParam, body: studentUpdateSchema, response: { 200: studentResponse } },
      // Callers first, so others get 401/403 rather than field errors for a body they may not send.
      preValidation: [onlyFor('STUDENT', 'EMPLOYEE'), staffShapesForStaff],
    },
    async (request) => ({
      data: await updateStudentFor(app, requireViewer(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/:id',
    { schema: { tags, params: idParam, response: { 200: deleteResultSchema } }, preValidation: staffOnly },
    async (request) => ({ data: await deleteStudent(app, requireViewer(request), request.params.id) }),
  );
}

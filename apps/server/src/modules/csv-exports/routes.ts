import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { sendCsvExport } from '../../lib/csv-export.ts';
import { onlyFor } from '../../plugins/auth.ts';
import { exportCustomersCsv } from '../customers/service.ts';
import { exportEmployeesCsv } from '../employees/service.ts';
import { exportProjectsCsv } from '../projects/project-queries.ts';
import { exportStudentsCsv } from '../student-records/export-students.ts';

/**
 * The staff tables as CSV: GET /projects.csv, /customers.csv, /employees.csv and /students.csv take the same list query
 * as their lists. Registered with full paths beside the modules (whose prefixes would make them
 * /projects/.csv); static routes, so they never meet /projects/:id.
 */
export async function csvExportsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const staffOnly = onlyFor('EMPLOYEE');
  const description = 'CSV (semicolons, BOM) of every matching row, paging ignored; X-Export-Truncated: true past 10,000 rows.';
  app.get('/projects.csv', { schema: { tags: ['projects'], description }, preValidation: staffOnly }, async (request, reply) =>
    sendCsvExport(reply, 'projekter', await exportProjectsCsv(deps, request.query)),
  );
  app.get('/customers.csv', { schema: { tags: ['customers'], description }, preValidation: staffOnly }, async (request, reply) =>
    sendCsvExport(reply, 'kunder', await exportCustomersCsv(deps, request.query)),
  );
  app.get('/employees.csv', { schema: { tags: ['employees'], description }, preValidation: staffOnly }, async (request, reply) =>
    sendCsvExport(reply, 'medarbejdere', await exportEmployeesCsv(deps, request.query)),
  );
  app.get('/students.csv', { schema: { tags: ['students'], description }, preValidation: staffOnly }, async (request, reply) =>
    sendCsvExport(reply, 'studerende', await exportStudentsCsv(deps, request.query)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { sendCsvExport } from '../../lib/csv-export.ts';
import { onlyFor } from '../../plugins/auth.ts';
import { exportAuditLog, listAuditLog } from './service.ts';

/** The audit log of staff actions (decision 018): staff only, as a list and as a CSV export. */
export async function auditLogModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['audit-log'];
  const staffOnly = onlyFor('EMPLOYEE');
  app.get('/audit-log', { schema: { tags }, preValidation: staffOnly }, async (request) => listAuditLog(deps, request.query));
  app.get('/audit-log.csv', { schema: { tags }, preValidation: staffOnly }, async (request, reply) =>
    sendCsvExport(reply, 'revisionslog', await exportAuditLog(deps, request.query)),
  );
}

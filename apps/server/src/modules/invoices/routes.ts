import { idParam } from '@studiekraft/shared/schemas/fields';
import { invoiceMonthTotalsSchema, invoiceSchema, invoiceTotalsQuerySchema } from '@studiekraft/shared/schemas/invoices';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import {
  creditInvoice,
  getInvoice,
  getInvoicePdf,
  getInvoiceUbl,
  invoiceTotalsByMonth,
  listInvoicesFor,
  markInvoicePaid,
  resendInvoice,
} from './service.ts';

/** `/invoices` (decision 025): customers read their own, staff all and act on them; students have none. */
export async function invoicesModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['invoices'];
  const readers = onlyFor('CUSTOMER', 'EMPLOYEE');
  const staffOnly = onlyFor('EMPLOYEE');
  const one = z.object({ data: invoiceSchema });

  app.get(
    '/',
    { preValidation: readers, schema: { tags, response: { 200: listResponseSchema(invoiceSchema) } } },
    async (request) => listInvoicesFor(deps, requireViewer(request), request.query),
  );
  app.get(
    '/totals',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        querystring: invoiceTotalsQuerySchema,
        response: { 200: z.object({ data: z.array(invoiceMonthTotalsSchema) }) },
      },
    },
    async (request) => ({ data: await invoiceTotalsByMonth(deps, request.query.from, request.query.to) }),
  );
  app.get('/:id', { preValidation: readers, schema: { tags, params: idParam, response: { 200: one } } }, async (request) => ({
    data: await getInvoice(deps, requireViewer(request), request.params.id),
  }));
  app.get('/:id/pdf', { preValidation: readers, schema: { tags, params: idParam } }, async (request, reply) => {
    const { pdf, filename } = await getInvoicePdf(deps, requireViewer(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  // Peppol BIS Billing 3.0 for buyers who receive invoices through NemHandel (decision 025).
  app.get('/:id/ubl', { preValidation: readers, schema: { tags, params: idParam } }, async (request, reply) => {
    const { xml, filename } = await getInvoiceUbl(deps, requireViewer(request), request.params.id);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(xml);
  });
  app.post(
    '/:id/paid',
    { preValidation: staffOnly, schema: { tags, params: idParam, response: { 200: one } } },
    async (request) => ({ data: await markInvoicePaid(deps, requireViewer(request), request.params.id) }),
  );
  app.post(
    '/:id/credit',
    { preValidation: staffOnly, schema: { tags, params: idParam, response: { 201: one } } },
    async (request, reply) =>
      reply.status(201).send({ data: await creditInvoice(deps, requireViewer(request), request.params.id) }),
  );
  app.post(
    '/:id/resend',
    { preValidation: staffOnly, schema: { tags, params: idParam, response: { 200: one } } },
    async (request) => ({ data: await resendInvoice(deps, requireViewer(request), request.params.id) }),
  );
}

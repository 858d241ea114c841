import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import {
  levelIdParam,
  markMonthPaidResponseSchema,
  payoutMonthParam,
  payoutRateInputSchema,
  payoutRateSchema,
  payoutSchema,
  payoutSummaryResponseSchema,
} from '@studiekraft/shared/schemas/payouts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { sendCsvExport } from '../../lib/csv-export.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import {
  exportPayoutMonth,
  listPayoutRates,
  listPayoutsFor,
  markPayoutMonthPaid,
  payoutSummaryFor,
  setPayoutRate,
} from './service.ts';

/**
 * Full paths (decision 026): /payout-rates, /payouts, /payouts/summary, /payouts/months/:month/paid and the
 * payroll export /payouts.csv. Students read their own lines, staff all and set the rates; customers none.
 */
export async function payoutsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['payouts'];
  const staffOnly = onlyFor('EMPLOYEE');
  const studentsAndStaff = onlyFor('STUDENT', 'EMPLOYEE');

  app.get(
    '/payout-rates',
    { preValidation: staffOnly, schema: { tags, response: { 200: z.object({ data: z.array(payoutRateSchema) }) } } },
    async () => ({ data: await listPayoutRates(deps) }),
  );
  app.put(
    '/payout-rates/:levelId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        params: levelIdParam,
        body: payoutRateInputSchema,
        response: { 200: z.object({ data: payoutRateSchema }) },
      },
    },
    async (request) => ({
      data: await setPayoutRate(deps, requireViewer(request), request.params.levelId, request.body),
    }),
  );
  app.get(
    '/payouts',
    { preValidation: studentsAndStaff, schema: { tags, response: { 200: listResponseSchema(payoutSchema) } } },
    async (request) => listPayoutsFor(deps, requireViewer(request), request.query),
  );
  app.get(
    '/payouts/summary',
    { preValidation: studentsAndStaff, schema: { tags, response: { 200: payoutSummaryResponseSchema } } },
    async (request) => ({ data: await payoutSummaryFor(deps, requireViewer(request)) }),
  );
  app.post(
    '/payouts/months/:month/paid',
    { preValidation: staffOnly, schema: { tags, params: payoutMonthParam, response: { 200: markMonthPaidResponseSchema } } },
    async (request) => ({ data: await markPayoutMonthPaid(deps, requireViewer(request), request.params.month) }),
  );
  app.get('/payouts.csv', { preValidation: staffOnly, schema: { tags, querystring: payoutMonthParam } }, async (request, reply) =>
    sendCsvExport(reply, `udbetalinger-${request.query.month}`, await exportPayoutMonth(deps, request.query.month)),
  );
}

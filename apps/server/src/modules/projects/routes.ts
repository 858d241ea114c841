import { sumByDatePeriodQuerySchema, sumByDatePeriodResponseSchema } from '@studiekraft/shared/schemas/date-periods';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import { projectStatsSchema } from '@studiekraft/shared/schemas/project-stats';
import {
  acceptPriceOfferSchema,
  answerExtraHoursSchema,
  cancelProjectSchema,
  createProjectResponseSchema,
  createProjectSchema,
  deletedProjectSchema,
  finalizeSchema,
  priceOfferSchema,
  projectEventSchema,
  projectNotesSchema,
  projectSchema,
  projectTokenHeader,
  requestExtraHoursSchema,
  staffProjectEditSchema,
} from '@studiekraft/shared/schemas/projects';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { parseIncludes } from '../../plugins/list-query.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { editProject } from './edit-project.ts';
import { type ActionInput, performProjectAction } from './project-actions.ts';
import {
  countViewerProjects,
  getProject,
  getProjectEvents,
  listViewerProjects,
  projectValue,
  setProjectNotes,
  staffProjectStats,
  sumProjectsByDatePeriod,
} from './project-queries.ts';

const loggedIn = onlyFor('CUSTOMER', 'STUDENT', 'EMPLOYEE');
const staffOnly = onlyFor('EMPLOYEE');
const projectResponse = z.object({ data: projectSchema });
const eventParams = idParam.extend({ eventId: idParam.shape.id });

/** The quick registration's project token, when sent and plausibly shaped (the database decides the rest). */
function projectTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[projectTokenHeader];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : undefined;
}

/**
 * Before the body is validated: a customer's login or a project token, so anyone else gets 401/403 and
 * learns nothing from the validation errors. Whether the token is valid is decided in the transaction.
 */
async function customerOrProjectToken(request: FastifyRequest) {
  if (request.viewer) {
    requireViewer(request, 'CUSTOMER');
    return;
  }
  if (!projectTokenOf(request)) throw new AppError('UNAUTHENTICATED');
}

/**
 * Projects. Issue 4 brings the contact flow's create; the list, detail and lifecycle actions (issue 5)
 * get their own use-case files beside create-project.ts.
 */
export async function projectsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['projects'];

  app.post(
    '/',
    {
      schema: {
        tags,
        description: `A customer's Bearer token, or the \`${projectTokenHeader}\` header from POST /customers/quick (single use).`,
        body: createProjectSchema,
        response: { 201: createProjectResponseSchema },
      },
      preValidation: customerOrProjectToken,
    },
    async (request, reply) => {
      const creator = { viewer: request.viewer, projectToken: projectTokenOf(request) };
      return reply.status(201).send({ data: await createProject(deps, creator, request.body) });
    },
  );

  app.get('/', { preValidation: loggedIn, schema: { tags, response: { 200: listResponseSchema(projectSchema) } } }, (request) =>
    listViewerProjects(deps, requireViewer(request), request.query),
  );
  app.get(
    '/count',
    { preValidation: loggedIn, schema: { tags, response: { 200: z.object({ count: z.number() }) } } },
    async (request) => ({
      count: await countViewerProjects(deps, requireViewer(request), request.query),
    }),
  );
  app.get(
    '/value',
    { preValidation: loggedIn, schema: { tags, response: { 200: z.object({ value: z.number() }) } } },
    async (request) => ({
      value: await projectValue(deps, requireViewer(request), request.query),
    }),
  );
  app.get(
    '/stats',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        description:
          'The staff dashboard Stats of spec section 3 (no call named in section 7): completed (finalized), ' +
          'accepted (offer accepted, still open), open (every open status) and the value of all projects.',
        response: { 200: projectStatsSchema },
      },
    },
    () => staffProjectStats(deps),
  );
  app.get(
    '/sum-by-date-period',
    {
      preValidation: staffOnly,
      schema: { tags, querystring: sumByDatePeriodQuerySchema, response: { 200: sumByDatePeriodResponseSchema } },
    },
    (request) => sumProjectsByDatePeriod(deps, request.query),
  );
  app.get(
    '/:id',
    { preValidation: loggedIn, schema: { tags, params: idParam, response: { 200: projectResponse } } },
    async (request) => ({
      data: await getProject(deps, requireViewer(request), request.params.id, request.query),
    }),
  );
  // Staff corrections (issue 36): name, skill and the accepted price; deleting a project without an invoice.
  app.put(
    '/:id',
    {
      preValidation: staffOnly,
      schema: { tags, params: idParam, body: staffProjectEditSchema, response: { 200: projectResponse } },
    },
    async (request) => ({ data: await editProject(deps, requireViewer(request), request.params.id, request.body) }),
  );
  app.delete(
    '/:id',
    { preValidation: staffOnly, schema: { tags, params: idParam, response: { 200: z.object({ data: deletedProjectSchema }) } } },
    async (request) => ({ data: await deleteProject(deps, requireViewer(request), request.params.id) }),
  );
  app.put(
    '/:id/notes',
    { preValidation: staffOnly, schema: { tags, params: idParam, body: projectNotesSchema, response: { 200: projectResponse } } },
    async (request) => ({ data: await setProjectNotes(deps, requireViewer(request), request.params.id, request.body.notes) }),
  );
  app.get(
    '/:id/events',
    { preValidation: loggedIn, schema: { tags, params: idParam, response: { 200: listResponseSchema(projectEventSchema) } } },
    async (request) => {
      const withAccount = parseIncludes(request.query, ['account'] as const).has('account');
      const rows = await getProjectEvents(deps, requireViewer(request), request.params.id, withAccount);
      return { rows, total: rows.length };
    },
  );
  app.get(
    '/:id/events/:eventId',
    { preValidation: loggedIn, schema: { tags, params: eventParams, response: { 200: z.object({ data: projectEventSchema }) } } },
    async (request) => {
      const withAccount = parseIncludes(request.query, ['account'] as const).has('account');
      const [event] = await getProjectEvents(
        deps,
        requireViewer(request),
        request.params.id,
        withAccount,
        request.params.eventId,
      );
      if (!event) throw new AppError('NOT_FOUND');
      return { data: event };
    },
  );

  // Lifecycle actions. Who may act and from which status is the shared transition table's business.
  const action = <B extends z.ZodType>(path: string, body: B, toInput: (body: z.infer<B>) => ActionInput) =>
    app.post(
      path,
      { preValidation: loggedIn, schema: { tags, params: idParam, body, response: { 200: projectResponse } } },
      async (request) => ({
        data: await performProjectAction(deps, requireViewer(request), request.params.id, toInput(request.body as z.infer<B>)),
      }),
    );
  // Clarify has an empty body (spec section 4); whatever is sent is ignored.
  app.post(
    '/:id/clarify',
    { preValidation: loggedIn, schema: { tags, params: idParam, response: { 200: projectResponse } } },
    async (request) => ({
      data: await performProjectAction(deps, requireViewer(request), request.params.id, { action: 'clarify' }),
    }),
  );
  action('/:id/priceOffer', priceOfferSchema, (body) => ({ action: 'priceOffer', body }));
  action('/:id/acceptPriceOffer', acceptPriceOfferSchema, (body) => ({ action: 'acceptPriceOffer', body }));
  action('/:id/requestExtraHours', requestExtraHoursSchema, (body) => ({ action: 'requestExtraHours', body }));
  action('/:id/approveExtraHours', answerExtraHoursSchema, (body) => ({ action: 'approveExtraHours', body }));
  action('/:id/declineExtraHours', answerExtraHoursSchema, (body) => ({ action: 'declineExtraHours', body }));
  action('/:id/finalize', finalizeSchema, (body) => ({ action: 'finalize', body }));
  action('/:id/cancel', cancelProjectSchema, (body) => ({ action: 'cancel', body }));
  action('/:id/close', cancelProjectSchema, (body) => ({ action: 'close', body }));
}

import { okResponseSchema } from '@studiekraft/shared/schemas/auth';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { deleteAccountResponseSchema, deleteAccountSchema } from '@studiekraft/shared/schemas/personal-data';
import {
  activateUserSchema,
  confirmationResponseSchema,
  resendConfirmationSchema,
  updateUserSchema,
  userSchema,
} from '@studiekraft/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { perEmailMailBudget, perIpLimit, perKeyLimit } from '../auth/rate-limits.ts';
import { setRefreshCookie } from '../auth/refresh-cookie.ts';
import { issueSession } from '../auth/session.ts';
import { deleteAccount } from './delete-account.ts';
import { confirmEmail, resendConfirmation, resendConfirmationByEmail } from './email-confirmation.ts';
import { collectUserData, streamUserDataExport } from './export-user-data.ts';
import { getUser, setActivation, updateLogin } from './service.ts';

const tokenParam = z.object({ token: z.string().min(10).max(200) });
const userResponse = z.object({ data: userSchema });

export async function usersModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['users'];
  const secure = app.config.env === 'production';

  app.get(
    '/confirmation/:token',
    {
      schema: { tags, params: tokenParam, response: { 200: confirmationResponseSchema } },
      preHandler: [perIpLimit(app, 'confirm', 60)],
    },
    async (request) => ({ data: await confirmEmail(deps, request.params.token) }),
  );

  app.post(
    '/confirmation/:token/resend',
    {
      schema: { tags, params: tokenParam, response: { 200: okResponseSchema } },
      preHandler: [
        perIpLimit(app, 'resend', app.config.rateLimits.loginPerIp),
        perKeyLimit(app, 'resend', app.config.rateLimits.perEmail, (r) => (r.params as { token: string }).token),
      ],
    },
    async (request) => {
      await resendConfirmation(deps, request.params.token);
      return { ok: true as const };
    },
  );

  const resendMailBudget = perEmailMailBudget(app, 'resend', app.config.rateLimits.perEmail);
  app.post(
    '/confirmation/resend',
    {
      schema: { tags, body: resendConfirmationSchema, response: { 200: okResponseSchema } },
      // Shares the token route's per-IP budget of confirmation mails; per address a mail budget that answers
      // as usual once spent, so nobody can lock the owner out by asking for their address (issue 33).
      preHandler: [perIpLimit(app, 'resend', app.config.rateLimits.loginPerIp)],
    },
    async (request) => {
      if (await resendMailBudget(request)) await resendConfirmationByEmail(deps, request.body.email);
      return { ok: true as const };
    },
  );

  app.get('/:id', { schema: { tags, params: idParam, response: { 200: userResponse } } }, async (request) => {
    const viewer = requireViewer(request);
    return { data: await getUser(deps, viewer, request.params.id) };
  });

  app.put(
    '/:id',
    {
      schema: { tags, params: idParam, body: updateUserSchema, response: { 200: userResponse } },
      // Every attempt counts, per user and per IP, so a borrowed session cannot guess the current password
      // at speed. Keyed by the logged-in user (checked first), never by the path: nobody can use up
      // someone else's attempts.
      preHandler: [
        onlyFor(),
        perIpLimit(app, 'login-change', app.config.rateLimits.loginPerIp),
        perKeyLimit(app, 'login-change', app.config.rateLimits.perEmail * 2, (r) => String(r.viewer?.userId)),
      ],
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const result = await updateLogin(deps, viewer, request.params.id, request.body);
      if (result.passwordChanged) {
        // Every refresh token was revoked; this device gets a fresh one so it stays logged in.
        const session = await issueSession(deps, deps.db, result.row);
        setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      }
      return { data: result.user };
    },
  );

  app.put(
    '/activate/:id',
    { schema: { tags, params: idParam, body: activateUserSchema.optional(), response: { 200: userResponse } } },
    async (request) => {
      const viewer = requireViewer(request, 'EMPLOYEE');
      return { data: await setActivation(deps, viewer, request.params.id, true, request.body?.sendActivationMail ?? false) };
    },
  );

  app.put('/deactivate/:id', { schema: { tags, params: idParam, response: { 200: userResponse } } }, async (request) => {
    const viewer = requireViewer(request, 'EMPLOYEE');
    return { data: await setActivation(deps, viewer, request.params.id, false) };
  });

  app.get(
    '/:id/export',
    {
      schema: { tags, params: idParam },
      // An export reads everything the user has and streams their files: a few an hour is plenty, per
      // caller and per IP, so it cannot be used to load the server or the disk.
      preHandler: [
        onlyFor(),
        perIpLimit(app, 'data-export', app.config.rateLimits.perEmail * 2),
        perKeyLimit(app, 'data-export', app.config.rateLimits.perEmail, (r) => String(r.viewer?.userId)),
      ],
    },
    async (request, reply) => {
      const data = await collectUserData(deps, requireViewer(request), request.params.id);
      const archive = await streamUserDataExport(deps, data);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${data.fileName}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, params: idParam, body: deleteAccountSchema.nullish(), response: { 200: deleteAccountResponseSchema } },
      // The password check can be guessed at like the login change's: the same per-user and per-IP budget.
      preHandler: [
        onlyFor(),
        perIpLimit(app, 'login-change', app.config.rateLimits.loginPerIp),
        perKeyLimit(app, 'login-change', app.config.rateLimits.perEmail * 2, (r) => String(r.viewer?.userId)),
      ],
    },
    async (request) => ({ data: await deleteAccount(deps, requireViewer(request), request.params.id, request.body) }),
  );
}

import {
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  resetChangeResponseSchema,
  resetChangeSchema,
  resetRequestSchema,
} from '@studiekraft/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { changePasswordWithToken, requestPasswordReset } from './password-reset.ts';
import { failureLimit, perEmailMailBudget, perIpLimit } from './rate-limits.ts';
import { refreshSession } from './refresh.ts';
import { clearRefreshCookie, refreshCookieName, setRefreshCookie } from './refresh-cookie.ts';

export async function authModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const secure = app.config.env === 'production';
  const tags = ['auth'];
  const loginFailures = failureLimit(app, 'login', app.config.rateLimits.perEmail * 2, 'INVALID_CREDENTIALS');

  app.post(
    '/login',
    {
      schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } },
      preHandler: [perIpLimit(app, 'login', app.config.rateLimits.loginPerIp), loginFailures.check],
      onError: loginFailures.record,
    },
    async (request, reply) => {
      const session = await login(deps, request.body);
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      return session.body;
    },
  );

  app.post(
    '/login/refresh',
    {
      schema: { tags, response: { 200: loginResponseSchema } },
      preHandler: [perIpLimit(app, 'refresh', app.config.rateLimits.refreshPerIp ?? 120)],
    },
    async (request, reply) => {
      try {
        const session = await refreshSession(deps, request.cookies[refreshCookieName]);
        setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
        return session.body;
      } catch (error) {
        clearRefreshCookie(reply, secure);
        throw error;
      }
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: okResponseSchema } } }, async (request, reply) => {
    await logout(deps, request.cookies[refreshCookieName]);
    clearRefreshCookie(reply, secure);
    return { ok: true as const };
  });

  const resetMailBudget = perEmailMailBudget(app, 'reset', app.config.rateLimits.perEmail);
  app.post(
    '/reset/request',
    {
      schema: { tags, body: resetRequestSchema, response: { 200: okResponseSchema } },
      preHandler: [perIpLimit(app, 'reset', app.config.rateLimits.loginPerIp)],
    },
    async (request) => {
      if (await resetMailBudget(request)) await requestPasswordReset(deps, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/reset/change',
    {
      schema: { tags, body: resetChangeSchema, response: { 200: resetChangeResponseSchema } },
      preHandler: [perIpLimit(app, 'reset-change', app.config.rateLimits.loginPerIp)],
    },
    async (request, reply) => {
      const session = await changePasswordWithToken(deps, request.body);
      if (!session) return { ok: true as const };
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      return { ok: true as const, session: session.body };
    },
  );
}

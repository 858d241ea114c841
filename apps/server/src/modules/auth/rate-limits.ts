import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

type KeyOf = (request: FastifyRequest) => string;

/**
 * Two independent limits guard credential endpoints: per client IP (spraying many accounts) and per
 * e-mail or token (guessing one account from many IPs). Built on @fastify/rate-limit's store through
 * `createRateLimit`, because its route hooks run only once per request and so cannot be stacked.
 */
function limiter(app: FastifyInstance, action: string, max: number, key: KeyOf): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow: app.config.rateLimits.windowMs,
    keyGenerator: (r) => `${action}:${key(r)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('TOO_MANY_REQUESTS');
    }
  };
}

export const perIpLimit = (app: FastifyInstance, action: string, max: number) =>
  limiter(app, `${action}:ip`, max, (request) => request.ip);

export const perKeyLimit = (app: FastifyInstance, action: string, max: number, key: KeyOf) =>
  limiter(app, `${action}:key`, max, key);

export const perEmailLimit = (app: FastifyInstance, action: string, max: number) =>
  perKeyLimit(app, action, max, (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  });

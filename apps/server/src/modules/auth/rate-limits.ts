import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';

/**
 * Two independent limits guard credential endpoints: per client IP (spraying many accounts) and per
 * e-mail (guessing one account's password from many IPs). Keys carry the action so limits don't mix.
 */
export function perIpLimit(app: FastifyInstance, action: string, max: number): onRequestHookHandler {
  return app.rateLimit({
    max,
    timeWindow: app.config.rateLimits.windowMs,
    keyGenerator: (request: FastifyRequest) => `${action}:ip:${request.ip}`,
  }) as onRequestHookHandler;
}

export function perKeyLimit(
  app: FastifyInstance,
  action: string,
  max: number,
  key: (request: FastifyRequest) => string,
): preHandlerHookHandler {
  return app.rateLimit({
    max,
    timeWindow: app.config.rateLimits.windowMs,
    keyGenerator: (request: FastifyRequest) => `${action}:key:${key(request)}`,
  }) as preHandlerHookHandler;
}

export function perEmailLimit(app: FastifyInstance, action: string, max: number): preHandlerHookHandler {
  return perKeyLimit(app, action, max, (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  });
}

import type { FastifyInstance, FastifyRequest, onErrorAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIpKey } from './client-ip-key.ts';

type KeyOf = (request: FastifyRequest) => string;

/**
 * Every preHandler below that can answer 429. The routes that use one are marked as limited when they
 * register (app.ts, `registeredRoutes`), so a test can check each limited route's 429 carries what the web
 * app needs to say when to try again (Retry-After), including routes added later.
 */
const answersTooManyRequests = new WeakSet<object>();

/**
 * A preHandler that answers 429 with Retry-After when `secondsToWait` says the caller is over a limit (null:
 * within it), marked as one that can. Every limit below refuses through this, so none can miss the mark.
 */
function refusingOverLimit(secondsToWait: (request: FastifyRequest) => Promise<number | null>): preHandlerAsyncHookHandler {
  const hook: preHandlerAsyncHookHandler = async (request, reply) => {
    const seconds = await secondsToWait(request);
    if (seconds === null) return;
    reply.header('retry-after', String(seconds));
    throw new AppError('TOO_MANY_REQUESTS');
  };
  answersTooManyRequests.add(hook);
  return hook;
}

/** Whether a route's preHandler (one hook or a list) holds a limit that can answer 429. */
export const hasRateLimit = (preHandler: unknown): boolean =>
  [preHandler].flat().some((hook) => typeof hook === 'function' && answersTooManyRequests.has(hook));

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
  return refusingOverLimit(async (request) => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : null;
  });
}

export const perIpLimit = (app: FastifyInstance, action: string, max: number) =>
  limiter(app, `${action}:ip`, max, (request) => clientIpKey(request.ip));

export const perKeyLimit = (app: FastifyInstance, action: string, max: number, key: KeyOf) =>
  limiter(app, `${action}:key`, max, key);

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export const perEmailLimit = (app: FastifyInstance, action: string, max: number) => perKeyLimit(app, action, max, bodyEmail);

/**
 * A mail budget per address that never answers 429: once `max` mails to the address went out in the
 * window, the request is still answered as usual and no more mail is sent. A 429 keyed by somebody
 * else's address let anyone lock the owner out of their own reset (issue 33); this way a stranger can
 * use up only the mails, not the owner's ability to ask. Returns whether this request may send.
 */
export function perEmailMailBudget(app: FastifyInstance, action: string, max: number) {
  const counter = app.createRateLimit({
    max,
    timeWindow: app.config.rateLimits.windowMs,
    keyGenerator: (request) => `${action}:mail:${bodyEmail(request)}`,
  });
  return async (request: FastifyRequest): Promise<boolean> => {
    const result = await counter(request);
    // `isAllowed` means an allow-listed caller; everyone else is within the budget until it is exceeded.
    return result.isAllowed || !result.isExceeded;
  };
}

export interface FailureLimit {
  /** preHandler: refuses once this e-mail has failed `max` times from this IP in the window. */
  check: preHandlerAsyncHookHandler;
  /** onError hook: counts a failure with the given code. */
  record: onErrorAsyncHookHandler;
}

/**
 * Wrong passwords counted per e-mail and client IP, and only wrong passwords. A count per e-mail alone
 * let a stranger lock anyone out by failing on their address (issue 9); this way the stranger locks only
 * their own IP, the owner still logs in from theirs, and spraying many addresses from one IP is the
 * per-IP limit's job. Guessing one account from many IPs costs an argon2 verify per try and is capped
 * per IP.
 */
export function failureLimit(app: FastifyInstance, action: string, max: number, failureCode: AppError['code']): FailureLimit {
  const counter = app.createRateLimit({
    max,
    timeWindow: app.config.rateLimits.windowMs,
    keyGenerator: (request) => `${action}:failures:${clientIpKey(request.ip)}:${bodyEmail(request)}`,
  });
  return {
    check: refusingOverLimit(async (request) => {
      const result = await counter(request, { increment: false });
      return !result.isAllowed && result.remaining === 0 ? result.ttlInSeconds : null;
    }),
    async record(request, _reply, error) {
      if (error instanceof AppError && error.code === failureCode) await counter(request);
    },
  };
}

import type { FastifyInstance, InjectOptions } from 'fastify';
import { type MultipartPart, multipart } from '../../multipart.ts';
import { type Role, roles, type World, type WorldOptions } from '../route-world.ts';

export type Expectation = Record<Role, number>;

export interface CaseRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One row of the authorisation matrix: a registered route (`METHOD /pattern`), optionally a variant
 * aimed at another target, the world it needs, a valid request (so an allowed caller gets the success
 * status, not a validation error) and the status each role must get.
 */
export interface RouteCase {
  route: string;
  variant?: string;
  world?: WorldOptions;
  request: (w: World, role: Role) => CaseRequest | Promise<CaseRequest>;
  expect: Expectation;
  /** A valid multipart form for the fuzzer to mutate (a streamed body cannot be reused as JSON bodies are). */
  form?: (w: World) => MultipartPart[];
}

/**
 * Sends a row's request: the route's method with the request's url and payload, under `headers` (the
 * caller's, merged with the request's own as the test needs), from `remoteAddress` when one is given.
 */
export function injectCase(
  app: FastifyInstance,
  c: RouteCase,
  request: CaseRequest,
  headers: Record<string, string>,
  remoteAddress?: string,
) {
  return app.inject({
    method: c.route.split(' ')[0] as InjectOptions['method'],
    url: request.url,
    headers,
    ...(remoteAddress !== undefined ? { remoteAddress } : {}),
    ...(request.payload !== undefined ? { payload: request.payload as InjectOptions['payload'] } : {}),
  });
}

export const fill = (status: number): Expectation => Object.fromEntries(roles.map((r) => [r, status])) as Expectation;
/** Anyone, logged in or not. */
export const everyone = (status = 200) => fill(status);
/** Any logged-in user; anonymous callers 401. */
export const loggedIn = (status = 200): Expectation => ({ ...fill(status), anonymous: 401 });
/** Employees only. */
export const staff = (status = 200): Expectation => ({ ...fill(403), anonymous: 401, employee: status });
/** Named roles get their status, every other logged-in role 403, anonymous 401. */
export const only = (allowed: Partial<Expectation>): Expectation => ({ ...fill(403), anonymous: 401, ...allowed });

/** A multipart request; the row sets its url. */
export const upload = (parts: MultipartPart[]): CaseRequest => {
  const body = multipart(parts);
  return { url: '', payload: body.payload, headers: body.headers };
};

import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessClaims, type AccessTokens, createAccessTokens } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { createSessionGate, type SessionGate } from '../lib/session-gate.ts';
import { readSessionState } from '../modules/auth/session-version-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Whether an access token's session still holds (decision 016); the socket handshake asks it too. */
    sessionGate: SessionGate;
  }
  interface FastifyRequest {
    /** The verified access token's claims, or null for an anonymous request. */
    viewer: AccessClaims | null;
  }
}

/** Asserts that the request is logged in and returns its claims. */
export function requireViewer(request: FastifyRequest, ...roles: AccountType[]): AccessClaims {
  const viewer = request.viewer;
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (roles.length > 0 && !roles.includes(viewer.accountType)) throw new AppError('FORBIDDEN');
  return viewer;
}

/** Employees see disabled catalogue rows and hidden students; everyone else (anonymous too) does not. */
export const isEmployee = (viewer: AccessClaims | null | undefined) => viewer?.accountType === 'EMPLOYEE';

/**
 * The same check as a route hook (`preValidation: onlyFor('EMPLOYEE')`), so an unauthorised caller gets
 * 401/403 before the body is validated and learns nothing about what a valid body looks like.
 */
export const onlyFor =
  (...roles: AccountType[]) =>
  async (request: FastifyRequest) => {
    requireViewer(request, ...roles);
  };

export const authPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string }) => {
  app.decorate('accessTokens', createAccessTokens(opts.jwtSecret));
  const gate = createSessionGate({ read: (userId) => readSessionState(app.database.db, userId) });
  app.decorate('sessionGate', gate);
  app.decorateRequest('viewer', null);
  // A callback hook, and a synchronous check (lib/hs256-jwt-verifier.ts) and gate (a cache hit): no promise
  // per request unless the user's state must be read.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    const claims = app.accessTokens.verify(header.slice('Bearer '.length).trim());
    // A bad or expired token is answered 401 so the client refreshes, instead of silently acting anonymous.
    if (!claims) return done(new AppError('UNAUTHENTICATED'));
    // A token whose user was deactivated, erased or changed login details since it was signed: 401 with
    // its own code; the client's refresh is refused too, and it logs out (decision 016).
    const holds = gate.check(claims);
    if (holds === true) {
      request.viewer = claims;
      return done();
    }
    if (holds === false) return done(new AppError('SESSION_REVOKED'));
    holds.then(
      (current) => {
        if (current) request.viewer = claims;
        done(current ? undefined : new AppError('SESSION_REVOKED'));
      },
      (error: Error) => done(error),
    );
  });
});

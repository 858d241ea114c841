import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessClaims, type AccessTokens, createAccessTokens } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
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

export const authPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string }) => {
  app.decorate('accessTokens', createAccessTokens(opts.jwtSecret));
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await app.accessTokens.verify(header.slice('Bearer '.length).trim());
    // A bad or expired token is answered 401 so the client refreshes, instead of silently acting anonymous.
    if (!claims) throw new AppError('UNAUTHENTICATED');
    request.viewer = claims;
  });
});

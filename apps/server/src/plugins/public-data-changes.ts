import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Tells who keeps copies of public answers (the first screens, decision 046) that they may be out of date. */
export interface PublicDataChanges {
  onChange(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicDataChanges: PublicDataChanges;
  }
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Areas of the API whose writes no public page shows: logins, messages and read receipts, files, mail
 * subscriptions, money, staff accounts. They are listed, not the public ones, so that a new area is taken
 * as public until someone says otherwise: forgetting it costs a render, not a stale page. Messages and
 * logins are by far the most frequent writes, which is what makes the list worth having.
 */
const privateAreas = [
  '/api/auth/',
  '/api/conversations',
  '/api/files',
  '/api/projects/:id/files',
  '/api/newsletters',
  '/api/invoices',
  '/api/payouts',
  '/api/payout-rates',
  '/api/vat',
  '/api/employees',
];

export const changesPublicData = (method: string, url: string) =>
  !reads.has(method) &&
  url.startsWith('/api/') &&
  !privateAreas.some((area) => url === area || url.startsWith(area.endsWith('/') ? area : `${area}/`));

/**
 * Every write route outside the private areas tells the listeners when it succeeded, before its answer
 * leaves: a client that reads a public page from this process right after its write has been answered sees
 * the change (within a second during a burst of writes: first-screen.ts). The other processes (PostgreSQL)
 * hear of it through the realtime adapter's NOTIFY, a few milliseconds later. The hook is added per route
 * when the route is registered (onRoute), so reads pay nothing for it.
 */
export const publicDataChangesPlugin = fp(async (app: FastifyInstance) => {
  const listeners: Array<() => void> = [];
  const tellListeners = () => {
    for (const listener of listeners) listener();
  };
  app.decorate('publicDataChanges', { onChange: (listener: () => void) => void listeners.push(listener) });
  app.realtime.onNotice('public-data-changed', tellListeners);
  const notify: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode < 400) {
      tellListeners();
      app.realtime.tellOtherProcesses('public-data-changed');
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => changesPublicData(method, route.url))) return;
    const own = route.onSend;
    route.onSend = own ? [...(Array.isArray(own) ? own : [own]), notify] : [notify];
  });
});
